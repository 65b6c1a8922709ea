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


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, shape)


@jax.jit
def distinct(x):
    shapes = {_draw((n % 2 + 1,)).shape for n in range(3)}
    return x * len(shapes)


@jax.jit
def counted(x):
    ranks = x * len(set(_draw(x.shape[:n]).ndim for n in range(3)))
    return ranks + len(frozenset(_draw((n,)).size for n in range(2)))


@jax.jit
def by_shape(x):
    sizes = {_draw((n + 1,)).shape: n * 2 for n in range(2)}
    return x * sizes[(2,)] + len({_draw(x.shape).shape[0] for _ in range(2)})


def main():
    x = jnp.arange(4.0)
    values = [distinct(x), counted(x), by_shape(x)]
    values.append(sorted({_draw((n,)).shape for n in range(3)}))
    return values, key
