import jax
from jax import random

from initpkg import next_key


@jax.jit
def _dropout(x, rate):
    keep = random.bernoulli(next_key(), 1 - rate, x.shape)
    return x * keep / (1 - rate)
