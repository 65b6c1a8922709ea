import math
from functools import partial

import jax

EXAMPLES = [
    ("run_split_heads", "jnp.ones((2, 12))", "fails"),
    ("run_split_heads", "jnp.ones((5, 4, 6))", "fails"),
    ("run_split_columns", "jnp.ones((4, 6))", "fails"),
]


@partial(jax.jit, static_argnums=(1,))
def split_heads(x, heads):
    d = math.prod(x.shape[-1:]) // heads
    return x.reshape(x.shape[:-1] + (heads, d))


def split_columns(x, n):
    return x.reshape(x.shape[0], n, x.shape[1] // n)


split_columns = jax.jit(split_columns, static_argnums=1)


def run_split_heads(x):
    return split_heads(x, 3)


def run_split_columns(x):
    return split_columns(x, 2)
