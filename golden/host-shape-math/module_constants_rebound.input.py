"""A module-level constant bound more than once, or in a block, is static where every binding
assigns it a literal of one kind (an int, a tuple of ints; a float): whichever ran, the name
holds such a value, read where the original read it."""
import os

import jax
import jax.numpy as jnp

BLOCK = 4
if os.environ.get("BIG_BLOCKS"):
    BLOCK = 8

if os.environ.get("WIDE"):
    PATCH = (4, 4)
else:
    PATCH = (2, 2)

EXAMPLES = [("blocks", "jnp.arange(16.0)", "fails"), ("patches", "jnp.ones((4, 4))", "fails")]


@jax.jit
def blocks(x):
    n = jnp.prod(jnp.array([BLOCK, x.shape[0] // BLOCK]))
    return x[:n].reshape(-1, BLOCK)


@jax.jit
def patches(x):
    return x.reshape(-1, jnp.prod(jnp.array(PATCH)))
