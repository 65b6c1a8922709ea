"""`jax.jit(functools.partial(f, 0.5))` binding by position some of `f`'s positional parameters:
the key, which the pure form takes first, would come after them, so a `def` of the parameters `f`
has left, right before the statement, calls the pure form with the key first and the bound
values: for public names (`half_drop`, `small_noise`, through `noisy`, which calls `next_key`),
kept as wrappers, and a private one (`_wide`, binding `n` by keyword too: keyword-only in the
`def`, its default the bound value, as a call of the partial takes it), `static_argnames` kept."""

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
SCALE = 0.1


def _dropout_pure(key, rate, x):
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0), key


def dropout(rate, x):
    global key
    dropout_result, key = _dropout_pure(key, rate, x)
    return dropout_result


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


def _noisy_pure(key, scale, x):
    next_key_result, key = _next_key_pure(key)
    return x * scale * random.uniform(next_key_result, x.shape), key


def noisy(scale, x):
    global key
    noisy_result, key = _noisy_pure(key, scale, x)
    return noisy_result


def _spread(key, base, step, n=2):
    key, sub = random.split(key)
    return base * step * random.uniform(sub, (n,)), key


def _half_drop_partial(key, x):
    return _dropout_pure(key, 0.5, x)


_half_drop_pure = jax.jit(_half_drop_partial)


def half_drop(*args, **kwargs):
    global key
    half_drop_result, key = _half_drop_pure(key, *args, **kwargs)
    return half_drop_result


def _small_noise_partial(key, x):
    return _noisy_pure(key, SCALE, x)


_small_noise_pure = jax.jit(_small_noise_partial)


def small_noise(*args, **kwargs):
    global key
    small_noise_result, key = _small_noise_pure(key, *args, **kwargs)
    return small_noise_result


def _wide_partial(key, step, *, n=4):
    return _spread(key, 0.5, step, n=n)


_wide = jax.jit(_wide_partial, static_argnames="n")


def main():
    global key
    x = jnp.ones(3)
    values = [half_drop(x), small_noise(x), half_drop(x=x)]
    _wide_result, key = _wide(key, 2.0)
    values.append(_wide_result)
    _wide_result, key = _wide(key, step=3.0, n=2)
    values.append(_wide_result)
    return values, key
