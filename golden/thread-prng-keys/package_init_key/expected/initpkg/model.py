import jax
from jax import random

from initpkg import _next_key_pure


@jax.jit
def _dropout(_key, x, rate):
    next_key_result, _key = _next_key_pure(_key)
    keep = random.bernoulli(next_key_result, 1 - rate, x.shape)
    return x * keep / (1 - rate), _key
