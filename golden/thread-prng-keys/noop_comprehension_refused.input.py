"""Calls of a threaded function in a generator expression, a dict comprehension, and a list
comprehension inside a larger expression: none can become a loop before its statement, so nothing
changes, reported with each reason."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def total(x):
    return sum(x * random.normal(_next_key(), x.shape) for _ in range(2))


@jax.jit
def table(x):
    return {i: x * random.normal(_next_key(), x.shape) for i in range(2)}


@jax.jit
def stacked(x):
    return jnp.stack([x * random.normal(_next_key(), x.shape) for _ in range(2)]).sum(0)
