import jax
import jax.numpy as jnp

from .features import rows


@jax.jit
def local(x):
    k = jnp.maximum(x.shape[0] // 2, 1)
    return jnp.zeros(rows(x, k))


@jax.jit
def inline(x):
    return jnp.zeros(rows(x, jnp.maximum(x.shape[0] // 2, 1)))
