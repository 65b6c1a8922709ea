from jax import random

from .rng import _next_key_pure
import twice.rng


def _apply_pure(_key, x):
    next_key_result, _key = _next_key_pure(_key)
    return x + random.uniform(next_key_result), _key


def apply(x):
    apply_result, twice.rng._key = _apply_pure(twice.rng._key, x)
    return apply_result
