"""`half = functools.partial(dropout, 0.5)` binding by position some of the positional parameters
of `def dropout(rate, x)`: bound by keyword, `rate` would take the `x` passed by position after
the key, so a `def` of the parameters `dropout` has left calls the pure form with the key first
and the bound values (literals, names bound once): for a private name (`_tiny`, replaced by the
`def`) and a public one (`half`, kept, with the `def` twin bound right after it)."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
RATE = 0.5


def _dropout_pure(key, rate, x, scale=2.0, *, shape=(3,)):
    key, sub = random.split(key)
    keep = random.bernoulli(sub, 1 - rate, shape)
    return jnp.where(keep, x * scale, 0.0), key


def dropout(rate, x, scale=2.0, *, shape=(3,)):
    global key
    dropout_result, key = _dropout_pure(key, rate, x, scale, shape=shape)
    return dropout_result


def _offset(key, base, step, n):
    key, sub = random.split(key)
    return base + step * random.uniform(sub, (n,)), key


half = functools.partial(dropout, RATE)


def _half_pure(key, x, scale=2.0, *, shape=(3,)):
    return _dropout_pure(key, RATE, x, scale, shape=shape)


_half_drop_pure = jax.jit(_half_pure, static_argnames="shape")


def half_drop(*args, **kwargs):
    global key
    half_drop_result, key = _half_drop_pure(key, *args, **kwargs)
    return half_drop_result


def _tiny(key, n):  # `n` left
    return _offset(key, 1.0, 0.5, n)


_tiny_offset = jax.jit(_tiny, static_argnums=1)


@jax.jit
def _step_pure(key, x):
    half_drop_result, key = _half_drop_pure(key, x)
    _tiny_offset_result, key = _tiny_offset(key, 3)
    return half_drop_result + _tiny_offset_result, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    global key
    x = jnp.ones(3)
    values = [half_drop(x), half(x), half_drop(x, 4.0), half(x, scale=1.0)]
    values.append(half_drop(jnp.ones(2), shape=(2,)))
    _tiny_offset_result, key = _tiny_offset(key, 2)
    values.append(_tiny_offset_result)
    values.append(step(x))
    return values, key
