"""Private functions threaded with two global keys: `_step` takes `key_a` and `key_b` first, in
the order the module first updates them, and returns `(result, key_a, key_b)`; `main` passes and
keeps both, with both declared."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def _noise_a(key_a, x):
    key_a, k = random.split(key_a)
    return x + random.uniform(k, x.shape), key_a


def _noise_b(key_b, x):
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape), key_b


@jax.jit
def _step(key_a, key_b, x):
    y, key_a = _noise_a(key_a, x)
    _noise_b_result, key_b = _noise_b(key_b, y)
    _noise_b_result_2, key_b = _noise_b(key_b, x)
    return (_noise_b_result, _noise_b_result_2), key_a, key_b


def main():
    global key_a
    global key_b
    x = jnp.ones(2)
    _step_result, key_a, key_b = _step(key_a, key_b, x)
    _step_result_2, key_a, key_b = _step(key_a, key_b, x)
    return (_step_result, _step_result_2, key_b), key_a
