"""Reductions along `axis=0` (`-2`) of a 2-d array of static rows: each column's reduction
(`tuple(map(max, t, u))` of two shapes of one rank is their broadcast shape). The original runs
only on rows of one length, so `zip` and `map` pair every column; rows of different kinds (a
tuple and a list) and a static argument annotated as a tuple are rows too, and one row is the
row itself."""
import math
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("broadcast", "jnp.ones((2, 1, 4)), jnp.ones((1, 3, 4))", "fails"),
    ("broadcast_by_method", "jnp.ones((5, 1)), jnp.ones((1, 6))", "fails"),
    ("widest", "jnp.ones((2, 3)), jnp.ones((4, 1))", "fails"),
    ("total", "jnp.ones((2, 3)), jnp.ones((4, 5))", "fails"),
    ("areas", "jnp.ones((2, 3)), jnp.ones((4, 5))", "fails"),
    ("at_least", "jnp.ones((2, 3))", "fails"),
    ("single", "jnp.ones((2, 3))", "fails"),
    ("padded", "jnp.ones((2, 3)), jnp.ones((3, 1))", "fails"),
    ("columns_size", "jnp.ones((2, 3)), jnp.ones((3, 1))", "fails"),
]


@jax.jit
def broadcast(x, y):
    shape = tuple(map(max, x.shape, y.shape))
    return jnp.broadcast_to(x, shape) + jnp.broadcast_to(y, shape)


@jax.jit
def broadcast_by_method(x, y):
    return jnp.broadcast_to(x, tuple(map(max, x.shape, y.shape))) * y


@jax.jit
def widest(x, y):
    return jnp.zeros(tuple(map(max, x.shape, y.shape)), x.dtype)


@jax.jit
def total(x, y):
    return jnp.ones(tuple(map(sum, zip(x.shape, y.shape)))).sum()


@jax.jit
def areas(x, y):
    return jnp.zeros(tuple(map(math.prod, zip(x.shape, y.shape, [1, 2]))))


@partial(jax.jit, static_argnums=1)
def _floor(x, low: tuple[int, ...]):
    return jnp.zeros(tuple(map(min, x.shape, low)))


def at_least(x):
    return _floor(x, (1, 2))


@jax.jit
def single(x):
    return jnp.zeros(x.shape)


@jax.jit
def padded(x, y):
    return jnp.zeros(tuple(i + 1 for i in map(max, x.shape, y.shape)))


@jax.jit
def columns_size(x, y):
    return jnp.zeros(math.prod(map(max, x.shape, y.shape)), x.dtype)
