import jax
from jax import random

from . import rng
from .rng import _next_key_pure


@jax.jit
def _noisy_pure(key, x):
    next_key_result, key = _next_key_pure(key)
    return x + random.uniform(next_key_result, x.shape), key


def noisy(x):
    noisy_result, rng.key = _noisy_pure(rng.key, x)
    return noisy_result
