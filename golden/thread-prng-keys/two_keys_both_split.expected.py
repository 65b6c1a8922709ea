"""A function splitting two global keys itself, and a jitted one reaching it and another function
splitting one of them: both are threaded with `key_a` and `key_b`, in the order the module first
splits them; `return _other(x)`, which gives `key_b` alone, is moved out so the `return` gives
both."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def _both(key_a, key_b, x):
    key_a, k = random.split(key_a)
    key_b, j = random.split(key_b)
    return (x + random.uniform(k, x.shape)) * random.uniform(j, x.shape), key_a, key_b


def _other(key_b, x):
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape), key_b


@jax.jit
def _step(key_a, key_b, x):
    if x.shape[0] > 1:
        _other_result, key_b = _other(key_b, x)
        return _other_result, key_a, key_b
    _both_result, key_a, key_b = _both(key_a, key_b, x)
    return (_both_result, 3), key_a, key_b


def main():
    global key_a
    global key_b
    x = jnp.ones(2)
    _step_result, key_a, key_b = _step(key_a, key_b, x)
    print(_step_result)
    _step_result, key_a, key_b = _step(key_a, key_b, x)
    return (_step_result, key_b), key_a
