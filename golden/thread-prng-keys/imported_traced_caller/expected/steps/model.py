import jax
from jax import random

from .rng import _next_key_pure


@jax.jit
def _dropout(key, x, rate):
    next_key_result, key = _next_key_pure(key)
    return x * random.bernoulli(next_key_result, 1 - rate, x.shape) / (1 - rate), key
