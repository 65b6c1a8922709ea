"""`half = functools.partial(dropout, rate=0.5)`, public, then `half_drop = jax.jit(half)`: other
code may call `half`, so it keeps binding `dropout`, kept as a wrapper; a private twin binding the
pure form the same way, `_half_pure = functools.partial(_dropout_pure, rate=0.5)`, is bound right
after it (evaluating again its literals and names bound once) and jitted as the partial written
inline would be (`jit_partial_keywords`): a public jitted name becomes a wrapper, a private one is
called with the key."""
import functools

import jax
import jax.numpy as jnp
from jax import random

_rng = random.PRNGKey(2)
RATE = 0.25


def _next_key_pure(_rng):
    _rng, k = random.split(_rng)
    return k, _rng


def next_key():
    global _rng
    next_key_result, _rng = _next_key_pure(_rng)
    return next_key_result


def _dropout_pure(_rng, x, rate):
    next_key_result, _rng = _next_key_pure(_rng)
    keep = random.bernoulli(next_key_result, 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0), _rng


def dropout(x, rate):
    global _rng
    dropout_result, _rng = _dropout_pure(_rng, x, rate)
    return dropout_result


half = functools.partial(dropout, rate=0.5)
_half_pure = functools.partial(_dropout_pure, rate=0.5)
_half_drop_pure = jax.jit(_half_pure)


def half_drop(*args, **kwargs):
    global _rng
    half_drop_result, _rng = _half_drop_pure(_rng, *args, **kwargs)
    return half_drop_result


quarter = functools.partial(dropout, rate=RATE)
_quarter_pure = functools.partial(_dropout_pure, rate=RATE)
_quarter_drop = jax.jit(_quarter_pure)


@jax.jit
def _step_pure(_rng, x):
    half_drop_result, _rng = _half_drop_pure(_rng, x)
    _quarter_drop_result, _rng = _quarter_drop(_rng, x)
    return half_drop_result + _quarter_drop_result, _rng


def step(x):
    global _rng
    step_result, _rng = _step_pure(_rng, x)
    return step_result


def main():
    global _rng
    x = jnp.ones(3)
    values = [half_drop(x), half(x), half_drop(x, rate=0.1), quarter(x)]
    _quarter_drop_result, _rng = _quarter_drop(_rng, x)
    values.append(_quarter_drop_result)
    values.append(step(x))
    return values, _rng
