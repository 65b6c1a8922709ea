"""A list comprehension that is a statement of its own, run for its calls, builds no list: its
loops call the threaded function; an element evaluating other code than pure code besides the
call stays a statement of its own (`_record(...)`), a pure one goes (`x * ...`). The line's
comment goes to the loop."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(4)
seen = []


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100), key


def _record(value):
    seen.append(value)
    return value


@jax.jit
def _warm_pure(key, x):
    for _ in range(2):  # advance the key twice
        _draw_result, key = _draw(key, x.shape)
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
    _draw_result, key = _draw(key, x.shape)
    return x + _draw_result, key


def warm(x):
    global key
    warm_result, key = _warm_pure(key, x)
    return warm_result


def main():
    global key
    x = jnp.arange(1, 3)
    seen.clear()
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        _record(_draw_result)
    for _ in range(2):
        if x.sum() > 0:
            _draw_result, key = _draw(key, x.shape)
    return (warm(x), len(seen)), key
