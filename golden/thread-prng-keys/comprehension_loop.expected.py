"""Calls in `name = [... for target in iterable]` become a loop that threads the key, call for call
(private functions: threaded explicitly, no wrapper)."""
import jax
from jax import random

key = random.PRNGKey(0)


def _next_key(key):
    key, sub = random.split(key)
    return sub, key


@jax.jit
def _sample(key, x):
    _next_key_result, key = _next_key(key)
    return x * random.normal(_next_key_result, x.shape), key


@jax.jit
def _init(key, sizes):
    layers = []
    for n in (2, 3):
        _next_key_result, key = _next_key(key)
        layers.append(random.normal(_next_key_result, (n,)))
    return layers, key


def main():
    global key
    x = jax.numpy.ones(2)
    draws = []
    for _ in range(3):
        _sample_result, key = _sample(key, x)
        draws.append(_sample_result)
    _init_result, key = _init(key, 0)
    return [draws, _init_result], key
