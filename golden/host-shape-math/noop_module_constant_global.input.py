"""A constant a function rebinds (`global BLOCK`) may hold anything when a traced function reads
it: shape math on it stays reported."""
import jax
import jax.numpy as jnp

BLOCK = 4
BLOCK = BLOCK * 2


def configure(factor):
    global BLOCK
    BLOCK = BLOCK * factor


@jax.jit
def blocks(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // BLOCK, BLOCK))
