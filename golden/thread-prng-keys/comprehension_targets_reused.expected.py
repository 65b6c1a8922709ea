"""Comprehensions in several functions with the same target, `_`: each loop binds `_` in its own
function only, where nothing else uses it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.normal(sub, shape), key


@jax.jit
def _batch_pure(key, x):
    noises = []
    for _ in range(3):
        _draw_result, key = _draw(key, x.shape)
        noises.append(_draw_result)
    return x + jnp.stack(noises), key


def batch(x):
    global key
    batch_result, key = _batch_pure(key, x)
    return batch_result


@jax.jit
def _stacked_pure(key, x):
    values_2 = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_2.append(_draw_result)
    return jnp.stack(values_2), key


def stacked(x):
    global key
    stacked_result, key = _stacked_pure(key, x)
    return stacked_result


def main():
    global key
    x = jnp.zeros(2)
    values = [batch(x), batch(x), stacked(x)]
    _draw_result, key = _draw(key, ())
    values.append(_draw_result)
    return values, key
