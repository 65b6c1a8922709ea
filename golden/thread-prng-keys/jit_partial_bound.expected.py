"""`_half = functools.partial(f, rate=0.5)`, private, bound once and used only as `jax.jit(_half)`:
that `jit` is the `jit` of the partial written inline (`jit_partial_keywords`), so the partial
binds the pure form the same way and the key passed first reaches it first. A public name so
jitted becomes a wrapper `def g(*args, **kwargs)`; a private one is called with the key."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _dropout_pure(key, x, rate):
    key, sub = random.split(key)
    keep = random.bernoulli(sub, 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0), key


def dropout(x, rate):
    global key
    dropout_result, key = _dropout_pure(key, x, rate)
    return dropout_result


def _jitter(key, x, n, scale=1.0):
    key, sub = random.split(key)
    return x + scale * random.uniform(sub, (n,)), key


_half = functools.partial(_dropout_pure, rate=0.5)
_half_drop_pure = jax.jit(_half)


def half_drop(*args, **kwargs):
    global key
    half_drop_result, key = _half_drop_pure(key, *args, **kwargs)
    return half_drop_result


_tenth = functools.partial(_jitter, scale=0.1)
_small = jax.jit(_tenth, static_argnums=2)


@jax.jit
def _step_pure(key, x):
    half_drop_result, key = _half_drop_pure(key, x)
    _small_result, key = _small(key, x, 2)
    return half_drop_result + _small_result, key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    global key
    x = jnp.ones(2)
    values = [half_drop(x), half_drop(x, rate=0.25)]
    _small_result, key = _small(key, x, 2)
    values.append(_small_result)
    values.append(step(x))
    values.append(half_drop(x=x))
    values.append(dropout(x, 0.1))
    return values, key
