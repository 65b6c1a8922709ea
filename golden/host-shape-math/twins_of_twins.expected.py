import math
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("both", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("chained", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("run_blocks", "jnp.arange(12.0)", "fails"),
]


def both(x):
    """`n` reads `shape`, itself data: each gets a twin, `n`'s reads `shape`'s."""
    shape = jnp.array(x.shape)
    shape_static = x.shape
    n = jnp.prod(shape)
    n_static = math.prod(shape_static)
    flat = x.reshape(n_static)
    return flat * n, shape


def chained(x):
    rows = jnp.int32(x.shape[0])
    rows_static = x.shape[0]
    n = rows * 2
    n_static2 = rows_static * 2
    return jnp.zeros((n_static2, 2)) + n, rows


@partial(jax.jit, static_argnums=1)
def blocks(x, size: int):
    count = jnp.floor_divide(x.size, size)
    count_static = x.size // size
    return x.reshape(count_static, size) * count


def run_blocks(x):
    return blocks(x, 4)
