"""Comprehensions of one function sharing their target, `_`: each is its own scope, so a loop
binding `_` in the function changes nothing the others hold. A comprehension run for its calls
alone keeps its line's comment on the list that replaces it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def _draw(key):
    key, sub = random.split(key)
    return random.randint(sub, (), 0, 100), key


@jax.jit
def _two_lists_pure(key, x):
    for _ in range(2):  # skip two draws
        _draw_result, key = _draw(key)
    kept = []  # then keep three
    for _ in range(3):
        _draw_result, key = _draw(key)
        kept.append(_draw_result)
    more = []
    for _ in range(2):
        _draw_result, key = _draw(key)
        more.append(_draw_result + _)
    return x + jnp.stack(kept).sum() + jnp.stack(more).sum(), key


def two_lists(x):
    global key
    two_lists_result, key = _two_lists_pure(key, x)
    return two_lists_result


def main():
    x = jnp.zeros((), dtype=jnp.int32)
    values = [two_lists(x), two_lists(x)]
    return values, key
