"""`_fast = jax.jit(dropout)`, private but imported by another module of the run: it keeps its
calling convention as a wrapper of `_fast_pure`, as a public one does, so `other.py`'s calls of
`_fast` do not change."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _dropout_pure(key, x, rate):
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0), key


def dropout(x, rate):
    global key
    dropout_result, key = _dropout_pure(key, x, rate)
    return dropout_result


_fast_pure = jax.jit(_dropout_pure)


def _fast(x, rate):
    global key
    _fast_result, key = _fast_pure(key, x, rate)
    return _fast_result


def run(x):
    return _fast(x, 0.5)
