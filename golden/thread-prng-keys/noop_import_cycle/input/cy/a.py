import jax
from jax import random

from . import b

key = random.PRNGKey(0)


@jax.jit
def draw(x):
    global key
    key, sub = random.split(key)
    return x * random.normal(sub, x.shape)


def main():
    return [b.twice(jax.numpy.ones(2))], key
