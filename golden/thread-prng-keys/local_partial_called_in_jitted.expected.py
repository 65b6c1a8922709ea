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


def _scaled_pure(key, x, scale):
    key, sub = random.split(key)
    return x * scale * random.normal(sub, ()), key


def scaled(x, scale):
    global key
    scaled_result, key = _scaled_pure(key, x, scale)
    return scaled_result


def _jitter(key, rate, *, x):
    key, sub = random.split(key)
    return x * random.bernoulli(sub, rate, x.shape), key


@jax.jit
def _batch_pure(key, xs):
    f = partial(_scaled_pure, scale=2.0)
    g = partial(_jitter, rate=0.5)
    f_result, key = f(key, xs[0])
    f_result_2, key = f(key, xs[1])
    g_result, key = g(key, x=xs[0])
    return f_result * f_result_2 * g_result, key


def batch(xs):
    global key
    batch_result, key = _batch_pure(key, xs)
    return batch_result


def main():
    xs = jnp.arange(1.0, 7.0).reshape(2, 3)
    return [batch(xs), batch(xs), scaled(xs, 3.0)], key
