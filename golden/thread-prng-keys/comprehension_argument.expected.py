"""A list comprehension that is the first argument of a JAX or builtin call making up a statement
(`return jnp.stack([...])`, `z = sum([...])`) becomes loops building a new list just before it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _next_key(key):
    key, sub = random.split(key)
    return sub, key


@jax.jit
def _stacked_pure(key, x):
    values = []
    for i in range(2):
        _next_key_result, key = _next_key(key)
        values.append(x * random.normal(_next_key_result, x.shape))
    return jnp.stack(values, axis=0), key


def stacked(x):
    global key
    stacked_result, key = _stacked_pure(key, x)
    return stacked_result


@jax.jit
def _summed_pure(key, x):
    values_2 = []
    for k in range(2):
        _next_key_result, key = _next_key(key)
        values_2.append(x * random.normal(_next_key_result, x.shape))
    y = jnp.stack(values_2, 0)
    values_3 = []
    for j in range(2):
        _next_key_result, key = _next_key(key)
        values_3.append(x * random.normal(_next_key_result, x.shape))
    z = sum(values_3)
    return y + z, key


def summed(x):
    global key
    summed_result, key = _summed_pure(key, x)
    return summed_result


def main():
    x = jnp.ones(2)
    return [stacked(x), summed(x)], key
