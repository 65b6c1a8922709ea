import functools
import math
from functools import partial
from typing import Tuple

import jax
import jax.numpy as jnp
from jax import jit

EXAMPLES = [
    ("run_tile_rows", "jnp.ones((2, 3))", "fails"),
    ("run_fill", "jnp.float32(1.5)", "fails"),
    ("run_chunks", "jnp.arange(6.0)", "fails"),
    ("run_heads", "jnp.ones((2, 6))", "fails"),
    ("run_halves", "jnp.arange(8.0)", "fails"),
]


@partial(jax.jit, static_argnums=(1,))
def tile_rows(x, n: int):
    return jnp.zeros((x.shape[0] * n, x.shape[1])) + jnp.tile(x, (n, 1))


@functools.partial(jit, static_argnames=("shape",))
def fill(x, shape: Tuple[int, ...]):
    return jnp.full(shape, x) + jnp.arange(math.prod(shape)).reshape(shape)


@jax.jit(static_argnames="k")
def chunks(x, k=2):
    return x.reshape((k, x.shape[0] // k))


def heads(x, n_heads: int):
    return x.reshape(x.shape[0], n_heads, x.shape[1] // n_heads)


heads = jit(heads, static_argnums=1)


def halves(x, parts: int):
    return jnp.split(x, parts * 2)


split_in = jax.jit(halves, static_argnames="parts")


def run_tile_rows(x):
    return tile_rows(x, 3)


def run_fill(x):
    return fill(x, (2, 3))


def run_chunks(x):
    return chunks(x, k=3)


def run_heads(x):
    return heads(x, 3)


def run_halves(x):
    return split_in(x, parts=2)
