"""Of two functions updating two global keys, only `noise_a` is reached from traced code: `step`
is threaded with `key_a` alone, and `noise_b`, called eagerly by `main` only, keeps its global
`key_b`, which is correct Python there."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def _noise_a(key_a, x):
    key_a, k = random.split(key_a)
    return x + random.uniform(k, x.shape), key_a


def _noise_b(x):
    global key_b
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape)


@jax.jit
def _step(key_a, x):
    _noise_a_result, key_a = _noise_a(key_a, x)
    return _noise_a_result * 2, key_a


def main():
    global key_a
    x = jnp.ones(2)
    _step_result, key_a = _step(key_a, x)
    y = _noise_b(_step_result)
    _step_result, key_a = _step(key_a, y)
    return (y, _step_result, _noise_b(y), key_b), key_a
