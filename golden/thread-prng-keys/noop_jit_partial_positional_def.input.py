"""`functools.partial(f, 0.5)` bound to a name and jitted, binding by position some of `f`'s
positional parameters, where a `def` calling the pure form would not be alike (see
`jit_partial_positional_def`): a bound value is neither a literal nor a name bound once (`1 / 2`,
evaluated again at each call), a parameter left has a default that is not a literal
(`offset=jnp.zeros(3)`), or a keyword bound is no parameter `f` has left but one its `**options`
takes (`scale=1.0`, which a call may give again).
Nothing changes, and each function is reported."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key_b = random.PRNGKey(1)
key_c = random.PRNGKey(2)
key_d = random.PRNGKey(3)


def drop_b(rate, x):
    global key_b
    key_b, sub = random.split(key_b)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * 2, 0.0)


def drop_c(rate, x, offset=jnp.zeros(3)):
    global key_c
    key_c, sub = random.split(key_c)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * 2, 0.0) + offset


def drop_d(rate, x, **options):
    global key_d
    key_d, sub = random.split(key_d)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * options.get("scale", 2.0), 0.0)


_half_b = functools.partial(drop_b, 1 / 2)
fast_b = jax.jit(_half_b)
half_c = functools.partial(drop_c, 0.5)
fast_c = jax.jit(half_c)
half_d = functools.partial(drop_d, 0.5, scale=1.0)
fast_d = jax.jit(half_d)


def main():
    x = jnp.ones(3)
    values = [fast_b(x), fast_c(x), half_c(x), fast_d(x), half_d(x, scale=3.0)]
    return values, (key_b, key_c, key_d)
