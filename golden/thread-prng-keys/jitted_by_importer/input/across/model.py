import jax
from jax import random

from .rng import next_key


def apply(x):
    return x + random.uniform(next_key())


@jax.jit
def noisy(x):
    return x * random.normal(next_key())
