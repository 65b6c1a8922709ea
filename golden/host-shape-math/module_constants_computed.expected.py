"""A module-level constant every binding of which is int math of literals and of other such
constants (`BLOCK = BLOCK * 2`, `BLOCK += 1`, `WIDTH // HEADS`, `min(...)`) holds an int whatever
ran: read by a traced function, it is a host int."""
import math
import os

import jax
import jax.numpy as jnp

BLOCK = 4
BLOCK = BLOCK * 2
if os.environ.get("BIG_BLOCKS"):
    BLOCK += 8

WIDTH = 16
HEADS = 2
HEAD = WIDTH // HEADS
WINDOW = min(HEAD, BLOCK - 2)
PATCH = (HEADS, HEAD)

EXAMPLES = [
    ("blocks", "jnp.arange(16.0)", "fails"),
    ("heads", "jnp.ones((3, 16))", "fails"),
    ("window", "jnp.arange(10.0)", "fails"),
]


@jax.jit
def blocks(x):
    return x.reshape((math.prod(x.shape) // BLOCK, BLOCK))


@jax.jit
def heads(x):
    split = x.reshape(x.shape[:-1] + (HEADS, x.shape[-1] // HEADS))
    return split + jnp.zeros(PATCH)


@jax.jit
def window(x):
    return x[: min(x.shape[0], WINDOW)]
