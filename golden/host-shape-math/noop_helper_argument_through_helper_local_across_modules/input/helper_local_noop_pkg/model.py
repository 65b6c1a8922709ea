import jax
import jax.numpy as jnp

from . import ops
from .ops import looped


@jax.jit
def calls(x):
    k = jnp.maximum(x.shape[0] // 4, 1)
    return looped(x, k), ops.data(x, k=jnp.maximum(x.shape[0] // 4, 1))
