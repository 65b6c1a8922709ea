import jax
from jax import random

from .rng import next_key


@jax.jit
def dropout(x, rate):
    keep = random.bernoulli(next_key(), 1 - rate, x.shape)
    return x * keep / (1 - rate)


@jax.jit
def block(x):
    return dropout(x, 0.5) + 1.0


def warm_up(x):
    return dropout(x, 0.25)
