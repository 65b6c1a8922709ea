import jax
import jax.numpy as jnp

from .features import cols, depth, rows


@jax.jit
def traced(x, k):
    return jnp.zeros(rows(x, jnp.maximum(k, 1)))


@jax.jit
def local(x):
    k = jnp.maximum(x.shape[1] // 2, 1)
    return jnp.zeros(cols(x, k))


@jax.jit
def deep(x):
    return jnp.zeros(depth(x, jnp.minimum(x.shape[0], 3)))
