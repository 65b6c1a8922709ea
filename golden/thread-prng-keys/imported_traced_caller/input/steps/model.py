import jax
from jax import random

from .rng import next_key


@jax.jit
def _dropout(x, rate):
    return x * random.bernoulli(next_key(), 1 - rate, x.shape) / (1 - rate)
