"""A list comprehension that is a statement of its own, run for its calls, builds no list: its
loops call the threaded function; an element evaluating other code than pure code besides the
call stays a statement of its own (`_record(...)`), a pure one goes (`x * ...`). The line's
comment goes to the loop."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(4)
seen = []


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100)


def _record(value):
    seen.append(value)
    return value


@jax.jit
def warm(x):
    [_draw(x.shape) for _ in range(2)]  # advance the key twice
    [x * _draw(x.shape) for _ in range(2)]
    return x + _draw(x.shape)


def main():
    x = jnp.arange(1, 3)
    seen.clear()
    [_record(_draw(x.shape)) for _ in range(2)]
    [x * _draw(x.shape) for _ in range(2) if x.sum() > 0]
    return (warm(x), len(seen)), key
