"""Calls in `name = [... for target in iterable]` become a loop that threads the key, call for call
(private functions: threaded explicitly, no wrapper)."""
import jax
from jax import random

key = random.PRNGKey(0)


def _next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def _sample(x):
    return x * random.normal(_next_key(), x.shape)


@jax.jit
def _init(sizes):
    layers = [random.normal(_next_key(), (n,)) for n in (2, 3)]
    return layers


def main():
    x = jax.numpy.ones(2)
    draws = [_sample(x) for _ in range(3)]
    return [draws, _init(0)], key
