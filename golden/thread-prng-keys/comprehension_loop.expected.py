"""Calls in `name = [... for target in iterable]` become a loop that threads the key, call for call."""
import jax
from jax import random

key = random.PRNGKey(0)


def next_key(key):
    key, sub = random.split(key)
    return sub, key


@jax.jit
def sample(key, x):
    next_key_result, key = next_key(key)
    return x * random.normal(next_key_result, x.shape), key


@jax.jit
def init(key, sizes):
    layers = []
    for n in (2, 3):
        next_key_result, key = next_key(key)
        layers.append(random.normal(next_key_result, (n,)))
    return layers, key


def main():
    global key
    x = jax.numpy.ones(2)
    draws = []
    for _ in range(3):
        sample_result, key = sample(key, x)
        draws.append(sample_result)
    init_result, key = init(key, 0)
    return [draws, init_result], key
