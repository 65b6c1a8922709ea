"""A set comprehension becomes loops filling a set (`members = set()`, `members.add(...)`), in
the order the comprehension added its elements, so the set is the same, iteration order too; a
generator expression given alone to `set` or `frozenset` becomes loops building a list given to
it instead; a dict comprehension with the call in its key, the rest of its element pure code,
becomes loops filling the dict. A set holds hashable values only (shapes, Python numbers), never
the arrays drawn."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.uniform(sub, shape), key


@jax.jit
def _distinct_pure(key, x):
    shapes = set()
    for n in range(3):
        _draw_result, key = _draw(key, (n % 2 + 1,))
        shapes.add(_draw_result.shape)
    return x * len(shapes), key


def distinct(x):
    global key
    distinct_result, key = _distinct_pure(key, x)
    return distinct_result


@jax.jit
def _counted_pure(key, x):
    values_2 = []
    for n in range(3):
        _draw_result, key = _draw(key, x.shape[:n])
        values_2.append(_draw_result.ndim)
    ranks = x * len(set(values_2))
    values_3 = []
    for n in range(2):
        _draw_result, key = _draw(key, (n,))
        values_3.append(_draw_result.size)
    return ranks + len(frozenset(values_3)), key


def counted(x):
    global key
    counted_result, key = _counted_pure(key, x)
    return counted_result


@jax.jit
def _by_shape_pure(key, x):
    sizes = {}
    for n in range(2):
        _draw_result, key = _draw(key, (n + 1,))
        sizes[_draw_result.shape] = n * 2
    members = set()
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        members.add(_draw_result.shape[0])
    return x * sizes[(2,)] + len(members), key


def by_shape(x):
    global key
    by_shape_result, key = _by_shape_pure(key, x)
    return by_shape_result


def main():
    global key
    x = jnp.arange(4.0)
    values = [distinct(x), counted(x), by_shape(x)]
    members_2 = set()
    for n in range(3):
        _draw_result, key = _draw(key, (n,))
        members_2.add(_draw_result.shape)
    values.append(sorted(members_2))
    return values, key
