"""Keys on attributes of instances read in traced code where omnifix does not prove which key
each call updates: a name bound twice, an instance given as a parameter, two instances in one
jitted function. The methods stay reported, with the reason."""
import jax
import jax.numpy as jnp
from jax import random


class Rebound:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)


class Passed:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def noise(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)


class Pair:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return x * random.uniform(sub, x.shape)


rebound = Rebound(0)
rebound = Rebound(1)
passed = Passed(2)
left = Pair(3)
right = Pair(4)


@jax.jit
def first(x):
    return rebound(x)


def _apply(layer, x):
    return layer.noise(x)


@jax.jit
def second(x):
    return _apply(passed, x)


@jax.jit
def third(x):
    return left(x) + right(x)
