"""`_half = functools.partial(f, rate=0.5)` used twice, as `jax.jit(_half)` and called eagerly:
the partial binds `f`, whose calls through `_half` outside the `jit` would need the key too, so
nothing changes; `dropout` is reported, naming `_half`."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def dropout(x, rate):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0)


_half = functools.partial(dropout, rate=0.5)
half_drop = jax.jit(_half)


def main():
    x = jnp.ones(2)
    return [half_drop(x), _half(x)], key
