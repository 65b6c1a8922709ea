"""`half = functools.partial(dropout, rate=0.5)`, public, then `half_drop = jax.jit(half)`: other
code may call `half`, which must keep calling `dropout` as it is, and omnifix passes no key
through it: nothing changes, and `next_key`, reached from `dropout`, is reported naming `half`."""
import functools

import jax
import jax.numpy as jnp
from jax import random

_rng = random.PRNGKey(2)


def next_key():
    global _rng
    _rng, k = random.split(_rng)
    return k


def dropout(x, rate):
    keep = random.bernoulli(next_key(), 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0)


half = functools.partial(dropout, rate=0.5)
half_drop = jax.jit(half)


def main():
    x = jnp.ones(3)
    return half_drop(x), half(x)
