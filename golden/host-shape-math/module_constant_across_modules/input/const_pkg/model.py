import jax
import jax.numpy as jnp

import const_pkg.config
from const_pkg import RATE

from . import config
from .config import BLOCK, HEADS

EXAMPLES = [
    ("blocks", "jnp.arange(16.0).reshape(2, 8)", "fails"),
    ("heads", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("patches", "jnp.arange(16.0).reshape(4, 4)", "fails"),
    ("kept", "jnp.arange(8.0)", "fails"),
]


@jax.jit
def blocks(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)) // BLOCK, BLOCK))


@jax.jit
def heads(x):
    return x.reshape((x.shape[0], config.HEADS, jnp.array(x.shape[-1]) // HEADS))


@jax.jit
def patches(x):
    n = jnp.prod(jnp.array(x.shape)) // jnp.prod(jnp.array(const_pkg.config.PATCH))
    return x.reshape((n, -1))


@jax.jit
def kept(x):
    return x[: jnp.ceil(x.shape[0] * RATE).astype(int)]
