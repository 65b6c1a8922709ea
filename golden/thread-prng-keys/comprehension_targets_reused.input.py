"""Comprehensions in several functions with the same target, `_`: each loop binds `_` in its own
function only, where nothing else uses it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.normal(sub, shape)


@jax.jit
def batch(x):
    noises = [_draw(x.shape) for _ in range(3)]
    return x + jnp.stack(noises)


@jax.jit
def stacked(x):
    return jnp.stack([_draw(x.shape) for _ in range(2)])


def main():
    x = jnp.zeros(2)
    values = [batch(x), batch(x), stacked(x)]
    values.append(_draw(()))
    return values, key
