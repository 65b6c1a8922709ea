import jax
import jax.numpy as jnp

from . import features

ROWS = 4


@jax.jit
def deep(x):
    return jnp.zeros((x.shape[0], features.depth(x)))
