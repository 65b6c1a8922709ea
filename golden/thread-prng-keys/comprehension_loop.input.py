"""Calls in `name = [... for target in iterable]` become a loop that threads the key, call for call."""
import jax
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def sample(x):
    return x * random.normal(next_key(), x.shape)


@jax.jit
def init(sizes):
    layers = [random.normal(next_key(), (n,)) for n in (2, 3)]
    return layers


def main():
    x = jax.numpy.ones(2)
    draws = [sample(x) for _ in range(3)]
    return [draws, init(0)], key
