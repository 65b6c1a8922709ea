"""`_half = functools.partial(f, rate=0.5)`, private, bound once and used only as `jax.jit(_half)`:
that `jit` is the `jit` of the partial written inline (`jit_partial_keywords`), so the partial
binds the pure form the same way and the key passed first reaches it first. A public name so
jitted becomes a wrapper `def g(*args, **kwargs)`; a private one is called with the key."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def dropout(x, rate):
    global key
    key, sub = random.split(key)
    keep = random.bernoulli(sub, 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0)


def _jitter(x, n, scale=1.0):
    global key
    key, sub = random.split(key)
    return x + scale * random.uniform(sub, (n,))


_half = functools.partial(dropout, rate=0.5)
half_drop = jax.jit(_half)
_tenth = functools.partial(_jitter, scale=0.1)
_small = jax.jit(_tenth, static_argnums=1)


@jax.jit
def step(x):
    return half_drop(x) + _small(x, 2)


def main():
    x = jnp.ones(2)
    values = [half_drop(x), half_drop(x, rate=0.25)]
    values.append(_small(x, 2))
    values.append(step(x))
    values.append(half_drop(x=x))
    values.append(dropout(x, 0.1))
    return values, key
