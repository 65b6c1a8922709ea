import jax
from jax import random

from .rng import next_key


@jax.jit
def _noise(x):
    return x * random.uniform(next_key(), x.shape)


def warm_up(x):
    return _noise(x)
