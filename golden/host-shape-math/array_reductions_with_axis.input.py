"""Reductions of a static 1-d jax array given an axis, `0`, `-1` or `None`: the reduction of every
element, as without one (`jnp.array(t).prod(axis=0)` is `math.prod(t)`)."""
from functools import partial

import jax
import jax.numpy as jnp

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
    return x.reshape(-1, jnp.array(x.shape[1:]).prod(axis=0))


@jax.jit
def padded(x):
    total = jnp.array(x.shape).sum(0)
    return jnp.zeros(total).at[: x.shape[1]].set(x[0])


@jax.jit
def corner(x):
    shape = jnp.array(x.shape)
    return x[: shape.min(axis=-1), : shape[1:].max(axis=None)]


@jax.jit
def by_function(x):
    rows = jnp.prod(jnp.array(x.shape[:-1]), axis=0)
    return x.reshape(rows, -1) + jnp.zeros(jnp.sum(jnp.asarray(x.shape), -1))[: x.shape[-1]]


@jax.jit
def half(x):
    return x.ravel()[: (jnp.asarray(x.shape).prod(axis=0) / 2).astype(int)]


@partial(jax.jit, static_argnums=1)
def _grouped(x, k: int):
    return x.reshape(k, jnp.array(x.shape).prod(axis=0) // k)


def in_pairs(x):
    return _grouped(x, 2)
