"""`jax.jit(functools.partial(f, rate=0.5))` of a function made pure, the partial binding keywords
only: the pure form is bound the same way (`partial(_f_pure, rate=0.5)`), so the key passed first
reaches it first. A public such name becomes a wrapper `def g(*args, **kwargs)` passing them on
after the key, called as before; a private one is called with the key, `static_argnums` one up."""
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


_half_drop_pure = jax.jit(functools.partial(_dropout_pure, rate=0.5))


def half_drop(*args, **kwargs):
    global key
    half_drop_result, key = _half_drop_pure(key, *args, **kwargs)
    return half_drop_result


_small = jax.jit(functools.partial(_jitter, scale=0.1), static_argnums=2)


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
    return values, key
