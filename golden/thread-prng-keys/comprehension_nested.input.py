"""A list comprehension calling a threaded function in the element of another
(`[[f(x) for _ in a] for _ in b]`, also inside pure code there: `jnp.stack([...])`) becomes
nested loops, the inner list built in the outer loop before its append; a statement that is the
comprehension alone builds no list (the loops alone), nor one inside it where the rest of the
element is pure code."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100)


@jax.jit
def grid(x):
    rows = [[x + _draw(x.shape) for j in range(2)] for i in range(3)]
    return rows


@jax.jit
def stacked(x):
    return [jnp.stack([_draw(x.shape) * k for _ in range(2)]) for k in range(2)]


@jax.jit
def burn(x):
    [[_draw(x.shape) for _ in range(2)] for _ in range(2)]
    [jnp.stack([_draw(x.shape) for _ in range(2)]) for _ in range(2)]  # its lists unused too
    return x + _draw(x.shape)


def main():
    x = jnp.arange(2)
    table = [[_draw(x.shape) for _ in range(2)] for _ in range(2)]
    return (grid(x), stacked(x), burn(x), table), key
