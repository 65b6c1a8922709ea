import jax
import jax.numpy as jnp

from .features import cols, rows


@jax.jit
def local(x):
    k = jnp.maximum(x.shape[0] // 2, 1)
    return jnp.zeros(rows(x, k))


@jax.jit
def wide(x):
    return jnp.zeros(cols(x, jnp.maximum(x.shape[1] // 2, 1)))
