import math

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("flat_tail", "jnp.ones((2, 3, 4))", "fails"),
    ("padded", "jnp.ones((2, 3))", "fails"),
    ("corner", "jnp.ones((2, 5, 3))", "fails"),
    ("half", "jnp.ones((3, 5))", "fails"),
]


@jax.jit
def flat_tail(x):
    return x.reshape(-1, math.prod(x.shape[1:]))


@jax.jit
def padded(x):
    total = sum(x.shape)
    return jnp.zeros(total).at[: x.shape[1]].set(x[0])


@jax.jit
def corner(x):
    shape = x.shape
    return x[: min(shape), : max(shape[1:])]


@jax.jit
def half(x):
    return x.ravel()[: int(np.divide(math.prod(x.shape), 2, dtype=jnp.result_type(float)))]
