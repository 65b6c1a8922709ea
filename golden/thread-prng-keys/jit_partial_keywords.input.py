"""`jax.jit(functools.partial(f, rate=0.5))` of a function made pure, the partial binding keywords
only: the pure form is bound the same way (`partial(_f_pure, rate=0.5)`), so the key passed first
reaches it first. A public such name becomes a wrapper `def g(*args, **kwargs)` passing them on
after the key, called as before; a private one is called with the key, `static_argnums` one up."""
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


half_drop = jax.jit(functools.partial(dropout, rate=0.5))
_small = jax.jit(functools.partial(_jitter, scale=0.1), static_argnums=1)


@jax.jit
def step(x):
    return half_drop(x) + _small(x, 2)


def main():
    x = jnp.ones(2)
    values = [half_drop(x), half_drop(x, rate=0.25)]
    values.append(_small(x, 2))
    values.append(step(x))
    values.append(half_drop(x=x))
    return values, key
