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


@jax.jit
def _block_pure(key, x):
    dropout_result, key = _dropout_pure(key, x, 0.5)
    return dropout_result + 1.0, key


def block(x):
    block_result, rng.key = _block_pure(rng.key, x)
    return block_result


def warm_up(x):
    return dropout(x, 0.25)
