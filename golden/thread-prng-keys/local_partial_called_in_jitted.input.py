"""Partials of threaded functions bound in a jitted function and only called there (`f =
partial(scaled, scale=2.0)`; `g = partial(_jitter, 0.5)`, binding by position all of `_jitter`'s
positional parameters): each call passes the key first, which the partial passes on to the pure
form first, and keeps the new key, in the original's order. `g` binds `rate` by keyword then, as
the key comes first."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def scaled(x, scale):
    global key
    key, sub = random.split(key)
    return x * scale * random.normal(sub, ())


def _jitter(rate, *, x):
    global key
    key, sub = random.split(key)
    return x * random.bernoulli(sub, rate, x.shape)


@jax.jit
def batch(xs):
    f = partial(scaled, scale=2.0)
    g = partial(_jitter, 0.5)
    return f(xs[0]) * f(xs[1]) * g(x=xs[0])


def main():
    xs = jnp.arange(1.0, 7.0).reshape(2, 3)
    return [batch(xs), batch(xs), scaled(xs, 3.0)], key
