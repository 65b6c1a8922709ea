"""`_fast = jax.jit(dropout)`, private but imported by another module of the run: it keeps its
calling convention as a wrapper of `_fast_pure`, as a public one does, so `other.py`'s calls of
`_fast` do not change."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def dropout(x, rate):
    global key
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0)


_fast = jax.jit(dropout)


def run(x):
    return _fast(x, 0.5)
