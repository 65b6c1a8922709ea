import jax
import jax.numpy as jnp

from . import config
from .config import BLOCK, WIDTH


@jax.jit
def blocks(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // BLOCK, BLOCK))


@jax.jit
def heads(x):
    return x.reshape((x.shape[0], config.HEADS, jnp.array(x.shape[-1]) // config.HEADS))


@jax.jit
def wide(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // WIDTH, WIDTH))


def configure(width):
    global WIDTH
    WIDTH = width


if __debug__:
    BLOCK = 8
