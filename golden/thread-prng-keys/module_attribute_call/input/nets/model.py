import jax
from jax import random

from .rng import next_key


@jax.jit
def dropout(x, rate):
    keep = random.bernoulli(next_key(), 1 - rate, x.shape)
    return x * keep / (1 - rate)
