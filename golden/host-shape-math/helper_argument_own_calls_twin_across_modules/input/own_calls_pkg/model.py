import jax
import jax.numpy as jnp

from .features import rows

EXAMPLES = [
    ("local", "jnp.arange(8.0).reshape(4, 2)", "fails"),
    ("inline", "jnp.arange(6.0).reshape(3, 2)", "fails"),
]


@jax.jit
def local(x):
    k = jnp.maximum(x.shape[0] // 2, 1)
    return jnp.zeros(rows(x, k))


@jax.jit
def inline(x):
    return jnp.zeros(rows(x, jnp.maximum(x.shape[0] - 2, 1)))
