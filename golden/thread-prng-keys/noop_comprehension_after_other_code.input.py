"""A list comprehension calling a threaded function inside a larger expression stays reported
where something other than pure code is evaluated before it in the statement (a call of other
code, a read of the key), or where it runs only sometimes (a conditional branch)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
scales = [1, 2]


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 10)


def _scale():
    return scales.pop()


@jax.jit
def after_call(x):
    return _scale() + jnp.stack([_draw(x.shape) for _ in range(2)])


@jax.jit
def in_branch(x, flag):
    return x if flag else x + sum([_draw(x.shape) for _ in range(2)])
