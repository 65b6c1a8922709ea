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


def next_key():
    global _rng
    _rng, k = random.split(_rng)
    return k


def dropout(x, rate):
    keep = random.bernoulli(next_key(), 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0)


half = functools.partial(dropout, rate=0.5)
half_drop = jax.jit(half)
quarter = functools.partial(dropout, rate=RATE)
_quarter_drop = jax.jit(quarter)


@jax.jit
def step(x):
    return half_drop(x) + _quarter_drop(x)


def main():
    x = jnp.ones(3)
    values = [half_drop(x), half(x), half_drop(x, rate=0.1), quarter(x)]
    values.append(_quarter_drop(x))
    values.append(step(x))
    return values, _rng
