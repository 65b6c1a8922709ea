"""`functools.partial(f, 0.5)` bound to a name and jitted, binding by position some of `f`'s
positional parameters, where a `def` calling the pure form would not be alike (see
`jit_partial_positional_def`): the partial binds a keyword too (`scale=1.0`, which a call may give
again), a bound value is neither a literal nor a name bound once (`1 / 2`, evaluated again at
each call), or a parameter left has a default that is not a literal (`offset=jnp.zeros(3)`).
Nothing changes, and each function is reported."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)
key_c = random.PRNGKey(2)


def drop_a(rate, x, scale=2.0):
    global key_a
    key_a, sub = random.split(key_a)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * scale, 0.0)


def drop_b(rate, x):
    global key_b
    key_b, sub = random.split(key_b)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * 2, 0.0)


def drop_c(rate, x, offset=jnp.zeros(3)):
    global key_c
    key_c, sub = random.split(key_c)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * 2, 0.0) + offset


half_a = functools.partial(drop_a, 0.5, scale=1.0)
fast_a = jax.jit(half_a)
_half_b = functools.partial(drop_b, 1 / 2)
fast_b = jax.jit(_half_b)
half_c = functools.partial(drop_c, 0.5)
fast_c = jax.jit(half_c)


def main():
    x = jnp.ones(3)
    values = [fast_a(x), fast_a(x, scale=4.0), half_a(x), fast_b(x), fast_c(x), half_c(x)]
    return values, (key_a, key_b, key_c)
