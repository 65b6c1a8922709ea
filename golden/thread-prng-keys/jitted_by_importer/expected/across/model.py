import jax
from jax import random

from . import rng
from .rng import _next_key_pure


def _apply_pure(_key, x):
    next_key_result, _key = _next_key_pure(_key)
    return x + random.uniform(next_key_result), _key


def apply(x):
    apply_result, rng._key = _apply_pure(rng._key, x)
    return apply_result


@jax.jit
def _noisy_pure(_key, x):
    next_key_result, _key = _next_key_pure(_key)
    return x * random.normal(next_key_result), _key


def noisy(x):
    noisy_result, rng._key = _noisy_pure(rng._key, x)
    return noisy_result
