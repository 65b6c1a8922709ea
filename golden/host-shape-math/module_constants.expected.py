import math

import jax
import jax.numpy as jnp

HIDDEN = 4
SHAPE = (2, HIDDEN * 2)
BLOCK: int = -(-HIDDEN // 3)

EXAMPLES = [("project", "jnp.arange(16.0).reshape(2, 8)", "fails")]


@jax.jit
def project(x):
    flat = x.reshape((HIDDEN * 2, -1))
    grid = jnp.zeros(SHAPE) + x.reshape(SHAPE)
    rows = jnp.ones(math.prod(SHAPE) // HIDDEN)
    return flat, grid, rows, x[:, : BLOCK]
