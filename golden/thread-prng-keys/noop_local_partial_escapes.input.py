"""Partials of a threaded function bound in jitted functions that omnifix does not pass a key
through: `f` passed on to `apply`, `h` bound again, `k` binding by position some of the
positional parameters only (bound by keyword, `scale` would take the `x` passed by position after
the key). Reported, nothing changes."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(5)


def scaled(scale, x):
    global key
    key, sub = random.split(key)
    return x * scale * random.normal(sub, ())


def apply(fn, x):
    return fn(x=x)


@jax.jit
def passed(x):
    f = partial(scaled, scale=2.0)
    return apply(f, x)


@jax.jit
def rebound(x):
    h = partial(scaled, scale=2.0)
    y = h(x=x)
    h = partial(scaled, scale=3.0)
    return y + h(x=x)


@jax.jit
def positional(x):
    k = partial(scaled, 2.0)
    return k(x)


def main():
    x = jnp.arange(3.0)
    return [passed(x), rebound(x), positional(x)], key
