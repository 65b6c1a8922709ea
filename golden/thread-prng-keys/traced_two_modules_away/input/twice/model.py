from jax import random

from .rng import next_key


def apply(x):
    return x + random.uniform(next_key())
