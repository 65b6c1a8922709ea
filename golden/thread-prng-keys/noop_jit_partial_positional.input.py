"""`jax.jit(functools.partial(f, 0.5))` binding an argument by position: the key, which the pure
form takes first, would come after it, so nothing changes; `dropout`, splitting the key, is
reported with that reason, and `next_key` through `noisy`, jitted the same way."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def dropout(rate, x):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def noisy(scale, x):
    return x + scale * random.uniform(next_key(), x.shape)


half_drop = jax.jit(functools.partial(dropout, 0.5))
small_noise = jax.jit(functools.partial(noisy, 0.1))


def main():
    x = jnp.ones(3)
    return [half_drop(x), small_noise(x)], key
