"""A list comprehension that is the first argument of a JAX or builtin call making up a statement
(`return jnp.stack([...])`, `z = sum([...])`) becomes loops building a new list just before it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def stacked(x):
    return jnp.stack([x * random.normal(_next_key(), x.shape) for i in range(2)], axis=0)


@jax.jit
def summed(x):
    y = jnp.stack([x * random.normal(_next_key(), x.shape) for k in range(2)], 0)
    z = sum([x * random.normal(_next_key(), x.shape) for j in range(2)])
    return y + z


def main():
    x = jnp.ones(2)
    return [stacked(x), summed(x)], key
