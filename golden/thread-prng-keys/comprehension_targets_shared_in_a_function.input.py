"""Comprehensions of one function sharing their target, `_`: each is its own scope, so a loop
binding `_` in the function changes nothing the others hold. A comprehension run for its calls
alone keeps its line's comment on the list that replaces it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def _draw():
    global key
    key, sub = random.split(key)
    return random.randint(sub, (), 0, 100)


@jax.jit
def two_lists(x):
    [_draw() for _ in range(2)]  # skip two draws
    kept = [_draw() for _ in range(3)]  # then keep three
    more = [_draw() + _ for _ in range(2)]
    return x + jnp.stack(kept).sum() + jnp.stack(more).sum()


def main():
    x = jnp.zeros((), dtype=jnp.int32)
    values = [two_lists(x), two_lists(x)]
    return values, key
