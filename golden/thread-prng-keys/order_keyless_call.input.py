"""A call of a module function that cannot read or write the key (`_scale`, `_shift`: nothing but
JAX, numpy, math, a few builtins, such functions and module constants) before a threaded call in
the same statement may run after it: the threaded call moves out of the statement before it,
in the same order for the key. `peek` reads the key: golden noop_order_key_reader."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)
SCALE = jnp.int32(3)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100)


def _scale(x):
    return jnp.abs(x) * SCALE


def _shift(x):
    return _scale(x) + 1


@jax.jit
def step(x):
    y = _shift(x) + _draw(x.shape)
    return y


@jax.jit
def pair(a, b):
    return _scale(a), _draw(b.shape)


def main():
    x = jnp.arange(-1, 1)
    total = _scale(x) + _draw(x.shape)
    return (step(x), pair(x, x), total), key
