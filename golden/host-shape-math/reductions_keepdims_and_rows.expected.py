"""Reductions of static shape math given `keepdims=True` (a 1-element array: the 1-tuple of the
reduction), an axis that is a static int (on a 1-d array only `0` and `-1` run), and reductions
along `axis=1` of a 2-d array of static rows (each row's reduction)."""
import math
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("kept", "jnp.ones((2, 3))", "fails"),
    ("kept_sum", "jnp.ones((2, 3))", "fails"),
    ("last_axis", "jnp.ones((2, 3, 4))", "fails"),
    ("rows", "jnp.ones((2, 3, 4)), jnp.ones((5, 1))", "fails"),
    ("rows_by_method", "jnp.ones((2, 3)), jnp.ones((4, 5))", "fails"),
]


@jax.jit
def kept(x):
    return x.reshape((math.prod(x.shape),))


@jax.jit
def kept_sum(x):
    return jnp.zeros((sum(x.shape),), x.dtype)


@partial(jax.jit, static_argnums=1)
def _along(x, axis: int):
    return x.reshape(-1, math.prod(x.shape[1:]))


def last_axis(x):
    return _along(x, -1) + _along(x, 0)


@jax.jit
def rows(x, y):
    return jnp.zeros((math.prod(x.shape[:2]), math.prod(y.shape)))


@jax.jit
def rows_by_method(x, y):
    return jnp.ones((max(x.shape), max(y.shape))).sum() + x.sum()
