"""Roundings of a whole float array computed from shapes, made ints by `.astype(int)`: element by
element on the host, each a numpy float of jax.numpy's float dtype, which the rounding keeps."""
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("halves", "jnp.ones((5, 3))", "fails"),
    ("quarters_up", "jnp.ones((5, 9))", "fails"),
    ("scaled", "jnp.arange(35.0).reshape(5, 7)", "fails"),
    ("pooled_by_two", "jnp.ones((2, 7, 5))", "fails"),
]


@jax.jit
def halves(x):
    return jnp.zeros(jnp.floor(jnp.array(x.shape) / 2).astype(int))


@jax.jit
def quarters_up(x):
    blocks = jnp.ceil(jnp.asarray(x.shape) / 4).astype(int)
    return jnp.zeros(blocks) + blocks[0]


@jax.jit
def scaled(x):
    rows, cols = jnp.round(jnp.array(x.shape) * 0.5).astype(int)
    return x[:rows, :cols]


@partial(jax.jit, static_argnums=1)
def _pooled(x, window: int):
    pads = jnp.trunc(jnp.array(x.shape[1:]) * 0.5 + 0.5).astype(int) * window
    return jnp.pad(x, ((0, 0), (0, pads[0]), (0, pads[1])))


def pooled_by_two(x):
    return _pooled(x, 2)
