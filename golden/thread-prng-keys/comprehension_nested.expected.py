"""A list comprehension calling a threaded function in the element of another
(`[[f(x) for _ in a] for _ in b]`, also inside pure code there: `jnp.stack([...])`) becomes
nested loops, the inner list built in the outer loop before its append; a statement that is the
comprehension alone builds no list (the loops alone), nor one inside it where the rest of the
element is pure code."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100), key


@jax.jit
def _grid_pure(key, x):
    rows = []
    for i in range(3):
        values = []
        for j in range(2):
            _draw_result, key = _draw(key, x.shape)
            values.append(x + _draw_result)
        rows.append(values)
    return rows, key


def grid(x):
    global key
    grid_result, key = _grid_pure(key, x)
    return grid_result


@jax.jit
def _stacked_pure(key, x):
    values_2 = []
    for k in range(2):
        values_3 = []
        for _ in range(2):
            _draw_result, key = _draw(key, x.shape)
            values_3.append(_draw_result * k)
        values_2.append(jnp.stack(values_3))
    return values_2, key


def stacked(x):
    global key
    stacked_result, key = _stacked_pure(key, x)
    return stacked_result


@jax.jit
def _burn_pure(key, x):
    for _ in range(2):
        for _ in range(2):
            _draw_result, key = _draw(key, x.shape)
    for _ in range(2):  # its lists unused too
        for _ in range(2):
            _draw_result, key = _draw(key, x.shape)
    _draw_result, key = _draw(key, x.shape)
    return x + _draw_result, key


def burn(x):
    global key
    burn_result, key = _burn_pure(key, x)
    return burn_result


def main():
    global key
    x = jnp.arange(2)
    table = []
    for _ in range(2):
        values_4 = []
        for _ in range(2):
            _draw_result, key = _draw(key, x.shape)
            values_4.append(_draw_result)
        table.append(values_4)
    return (grid(x), stacked(x), burn(x), table), key
