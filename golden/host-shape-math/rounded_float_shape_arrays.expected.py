"""Roundings of a whole float array computed from shapes, made ints by `.astype(int)`: element by
element on the host, each a numpy float of jax.numpy's float dtype, which the rounding keeps."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("halves", "jnp.ones((5, 3))", "fails"),
    ("quarters_up", "jnp.ones((5, 9))", "fails"),
    ("scaled", "jnp.arange(35.0).reshape(5, 7)", "fails"),
    ("pooled_by_two", "jnp.ones((2, 7, 5))", "fails"),
]


@jax.jit
def halves(x):
    return jnp.zeros(tuple(int(np.floor(np.divide(i, 2, dtype=jnp.result_type(float)))) for i in x.shape))


@jax.jit
def quarters_up(x):
    blocks = jnp.ceil(jnp.asarray(x.shape) / 4).astype(int)
    blocks_static = tuple(int(np.ceil(np.divide(i, 4, dtype=jnp.result_type(float)))) for i in x.shape)
    return jnp.zeros(blocks_static) + blocks[0]


@jax.jit
def scaled(x):
    rows, cols = tuple(int(np.rint(np.multiply(i, 0.5, dtype=jnp.result_type(float)))) for i in x.shape)
    return x[:rows, :cols]


@partial(jax.jit, static_argnums=1)
def _pooled(x, window: int):
    pads = tuple(int(np.trunc(np.add(np.multiply(i, 0.5, dtype=jnp.result_type(float)), 0.5, dtype=jnp.result_type(float)))) * window for i in x.shape[1:])
    return jnp.pad(x, ((0, 0), (0, pads[0]), (0, pads[1])))


def pooled_by_two(x):
    return _pooled(x, 2)
