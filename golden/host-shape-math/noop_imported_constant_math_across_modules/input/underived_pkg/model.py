import jax
import jax.numpy as jnp

from . import config
from .config import WIDTH
from .cycle import DEPTH

HEAD = config.WIDTH // config.HEADS
HIDDEN = WIDTH * 2
DEEP = DEPTH * 2
ROWS = 4


@jax.jit
def split(x):
    return x.reshape(jnp.array(x.shape[-1]) // HEAD, -1)


@jax.jit
def wide(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // HIDDEN, HIDDEN))


@jax.jit
def deep(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // DEEP, DEEP))


def configure(width):
    global WIDTH
    WIDTH = width
