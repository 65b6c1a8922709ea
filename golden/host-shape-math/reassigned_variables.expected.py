import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("halve", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("data_after", "jnp.arange(12.0).reshape(3, 4)", "fails"),
]


@jax.jit
def halve(x):
    n = math.prod(x.shape)
    n = n // 2
    rows = 1
    rows = x.shape[0]
    return x.reshape((n, -1)), jnp.zeros(rows)


@jax.jit
def data_after(x):
    n = math.prod(x.shape)
    y = x.reshape((n, -1))
    n = jnp.array(x.shape)[0]
    return y * n
