"""`jax.jit(functools.partial(f, 0.5))` binding by position some of `f`'s positional parameters:
the key, which the pure form takes first, would come after them, so a `def` of the parameters `f`
has left, right before the statement, calls the pure form with the key first and the bound
values: for public names (`half_drop`, `small_noise`, through `noisy`, which calls `next_key`),
kept as wrappers, and a private one (`_wide`, binding `n` by keyword too: keyword-only in the
`def`, its default the bound value, as a call of the partial takes it), `static_argnames` kept."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
SCALE = 0.1


def dropout(rate, x):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def noisy(scale, x):
    return x * scale * random.uniform(next_key(), x.shape)


def _spread(base, step, n=2):
    global key
    key, sub = random.split(key)
    return base * step * random.uniform(sub, (n,))


half_drop = jax.jit(functools.partial(dropout, 0.5))
small_noise = jax.jit(functools.partial(noisy, SCALE))
_wide = jax.jit(functools.partial(_spread, 0.5, n=4), static_argnames="n")


def main():
    x = jnp.ones(3)
    values = [half_drop(x), small_noise(x), half_drop(x=x)]
    values.append(_wide(2.0))
    values.append(_wide(step=3.0, n=2))
    return values, key
