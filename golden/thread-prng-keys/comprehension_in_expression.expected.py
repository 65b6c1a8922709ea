"""A list comprehension calling a threaded function inside a larger expression of its statement
(`jnp.stack([...]) + x`, `x + sum([...])`, `jnp.stack([...]).sum(0)`, a tuple's element, the
value of an expression statement, which is then the loops alone) becomes loops building a new
list just before the statement, used where the comprehension was, when nothing is evaluated
before it in the statement but pure code."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(1)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 10), key


@jax.jit
def _stacked_pure(key, x):
    values_2 = []
    for _ in range(3):
        _draw_result, key = _draw(key, x.shape)
        values_2.append(_draw_result)
    y = jnp.stack(values_2) + x
    return y, key


def stacked(x):
    global key
    stacked_result, key = _stacked_pure(key, x)
    return stacked_result


@jax.jit
def _summed_pure(key, x):
    values_3 = []
    for _ in range(3):
        _draw_result, key = _draw(key, x.shape)
        values_3.append(_draw_result)
    return x + sum(values_3), key


def summed(x):
    global key
    summed_result, key = _summed_pure(key, x)
    return summed_result


@jax.jit
def _reduced_pure(key, x):
    values_4 = []
    for i in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_4.append(x * _draw_result)
    total = jnp.stack(values_4).sum(0)
    values_5 = []
    for j in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_5.append(_draw_result)
    total += 2 * jnp.stack(values_5)[1]
    return total, key


def reduced(x):
    global key
    reduced_result, key = _reduced_pure(key, x)
    return reduced_result


@jax.jit
def _paired_pure(key, x):
    for k in range(2):
        _draw_result, key = _draw(key, x.shape)
    values_6 = []
    for m in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_6.append(_draw_result)
    return (x, values_6, x.sum()), key


def paired(x):
    global key
    paired_result, key = _paired_pure(key, x)
    return paired_result


def main():
    global key
    x = jnp.arange(3)
    values = [stacked(x), summed(x), reduced(x), paired(x)]
    values_7 = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_7.append(_draw_result)
    values.append(jnp.stack(values_7).max())
    return values, key
