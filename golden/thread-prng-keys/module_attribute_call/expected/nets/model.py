import jax
from jax import random

from . import rng
from .rng import _next_key_pure


@jax.jit
def _dropout_pure(key, x, rate):
    next_key_result, key = _next_key_pure(key)
    keep = random.bernoulli(next_key_result, 1 - rate, x.shape)
    return x * keep / (1 - rate), key


def dropout(x, rate):
    dropout_result, rng.key = _dropout_pure(rng.key, x, rate)
    return dropout_result
