"""A call of a module function that cannot read or write the key (`_scale`, `_shift`: nothing but
JAX, numpy, math, a few builtins, such functions and module constants) before a threaded call in
the same statement may run after it: the threaded call moves out of the statement before it,
in the same order for the key. `peek` reads the key: golden noop_order_key_reader."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)
SCALE = jnp.int32(3)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100), key


def _scale(x):
    return jnp.abs(x) * SCALE


def _shift(x):
    return _scale(x) + 1


@jax.jit
def _step_pure(key, x):
    _draw_result, key = _draw(key, x.shape)
    y = _shift(x) + _draw_result
    return y, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


@jax.jit
def _pair_pure(key, a, b):
    _draw_result, key = _draw(key, b.shape)
    return (_scale(a), _draw_result), key


def pair(a, b):
    global key
    pair_result, key = _pair_pure(key, a, b)
    return pair_result


def main():
    global key
    x = jnp.arange(-1, 1)
    _draw_result, key = _draw(key, x.shape)
    total = _scale(x) + _draw_result
    return (step(x), pair(x, x), total), key
