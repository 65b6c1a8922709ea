"""Reductions of a static 1-d jax array given an axis, `0`, `-1` or `None`: the reduction of every
element, as without one (`jnp.array(t).prod(axis=0)` is `math.prod(t)`)."""
import math
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("flat_tail", "jnp.ones((2, 3, 4))", "fails"),
    ("padded", "jnp.ones((2, 3))", "fails"),
    ("corner", "jnp.ones((2, 5, 3))", "fails"),
    ("by_function", "jnp.ones((2, 3, 4))", "fails"),
    ("half", "jnp.ones((3, 5))", "fails"),
    ("in_pairs", "jnp.arange(12.0).reshape(2, 6)", "fails"),
]


@jax.jit
def flat_tail(x):
    return x.reshape(-1, math.prod(x.shape[1:]))


@jax.jit
def padded(x):
    total = sum(x.shape)
    return jnp.zeros(total).at[: x.shape[1]].set(x[0])


@jax.jit
def corner(x):
    shape = x.shape
    return x[: min(shape), : max(shape[1:])]


@jax.jit
def by_function(x):
    rows = math.prod(x.shape[:-1])
    return x.reshape(rows, -1) + jnp.zeros(sum(x.shape))[: x.shape[-1]]


@jax.jit
def half(x):
    return x.ravel()[: int(np.divide(math.prod(x.shape), 2, dtype=jnp.result_type(float)))]


@partial(jax.jit, static_argnums=1)
def _grouped(x, k: int):
    return x.reshape(k, math.prod(x.shape) // k)


def in_pairs(x):
    return _grouped(x, 2)
