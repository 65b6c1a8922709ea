"""`half = functools.partial(dropout, rate=1 / 2)`, public, then `half_drop = jax.jit(half)`: a
pure twin of `half` would evaluate `1 / 2` again, which omnifix does only for literals and names
bound once: nothing changes, and `dropout` is reported with that reason."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def dropout(x, rate):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0)


half = functools.partial(dropout, rate=1 / 2)
half_drop = jax.jit(half)


def main():
    x = jnp.ones(2)
    return [half_drop(x), half(x)], key
