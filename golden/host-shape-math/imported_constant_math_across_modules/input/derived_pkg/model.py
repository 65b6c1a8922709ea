import jax
import jax.numpy as jnp

from . import config
from .config import HEADS, WIDTH

HEAD = WIDTH // HEADS
HIDDEN = config.WIDTH * 2
SMALL = min(HEAD, 2)

EXAMPLES = [
    ("split", "jnp.arange(16.0).reshape(2, 8)", "fails"),
    ("wide", "jnp.arange(32.0).reshape(4, 8)", "fails"),
    ("small", "jnp.arange(8.0)", "fails"),
]


@jax.jit
def split(x):
    return x.reshape(jnp.array(x.shape[-1]) // HEAD, HEAD, -1)


@jax.jit
def wide(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // HIDDEN, HIDDEN))


@jax.jit
def small(x):
    return x[: jnp.minimum(x.shape[0], SMALL)]
