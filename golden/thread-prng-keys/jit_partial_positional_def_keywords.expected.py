"""`half = functools.partial(drop, 0.5, scale=1.0)` binding by position some of the positional
parameters of `drop`, and a keyword too: a `def` of the parameters `drop` has left calls the pure
form with the key first and the bound values, the parameters from the first bound by keyword on
keyword-only, each bound one's default the value bound (a call may give it again, `fast(x,
scale=4.0)`, and not by position, which the partial would pass twice), as a call of the partial
takes them; `*rest` after them takes nothing then, and the `def` has none. For a public name
(`half`, kept, with the `def` twin bound right after it) and a private one (`_part`, replaced)."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _drop_pure(key, rate, x, scale=2.0):
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x * scale, 0.0), key


def drop(rate, x, scale=2.0):
    global key
    drop_result, key = _drop_pure(key, rate, x, scale)
    return drop_result


def _shifted(key, base, x, scale=2.0, *rest, shape=(3,)):
    key, sub = random.split(key)
    return base + x * scale * random.uniform(sub, shape) * len(rest), key


half = functools.partial(drop, 0.5, scale=1.0)


def _half_pure(key, x, *, scale=1.0):
    return _drop_pure(key, 0.5, x, scale=scale)


_fast_pure = jax.jit(_half_pure)


def fast(*args, **kwargs):
    global key
    fast_result, key = _fast_pure(key, *args, **kwargs)
    return fast_result


def _part(key, x, *, scale=3.0, shape=(3,)):
    return _shifted(key, 1.0, x, scale=scale, shape=shape)


_fast_part = jax.jit(_part, static_argnames="shape")


def main():
    global key
    x = jnp.ones(3)
    values = [fast(x), fast(x, scale=4.0), half(x), fast(x=x)]
    _fast_part_result, key = _fast_part(key, x)
    values.append(_fast_part_result)
    _fast_part_result, key = _fast_part(key, x, shape=(3,), scale=0.5)
    values.append(_fast_part_result)
    return values, key
