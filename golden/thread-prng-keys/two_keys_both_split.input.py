"""A function splitting two global keys itself, and a jitted one reaching it and another function
splitting one of them: both are threaded with `key_a` and `key_b`, in the order the module first
splits them; `return _other(x)`, which gives `key_b` alone, is moved out so the `return` gives
both."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def _both(x):
    global key_a, key_b
    key_a, k = random.split(key_a)
    key_b, j = random.split(key_b)
    return (x + random.uniform(k, x.shape)) * random.uniform(j, x.shape)


def _other(x):
    global key_b
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape)


@jax.jit
def _step(x):
    if x.shape[0] > 1:
        return _other(x)
    return _both(x), 3


def main():
    x = jnp.ones(2)
    print(_step(x))
    return (_step(x), key_b), key_a
