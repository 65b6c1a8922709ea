import jax
from jax import random

from .rng import next_key


@jax.jit
def dropout(key, x, rate):
    next_key_result, key = next_key(key)
    keep = random.bernoulli(next_key_result, 1 - rate, x.shape)
    return x * keep / (1 - rate), key
