import jax
from jax import random

from . import rng
from .rng import _next_key_pure


@jax.jit
def _noise(key, x):
    next_key_result, key = _next_key_pure(key)
    return x * random.uniform(next_key_result, x.shape), key


def warm_up(x):
    _noise_result, rng.key = _noise(rng.key, x)
    return _noise_result
