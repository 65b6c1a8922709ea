"""Private functions threaded with two global keys: `_step` takes `key_a` and `key_b` first, in
the order the module first updates them, and returns `(result, key_a, key_b)`; `main` passes and
keeps both, with both declared."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def _noise_a(x):
    global key_a
    key_a, k = random.split(key_a)
    return x + random.uniform(k, x.shape)


def _noise_b(x):
    global key_b
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape)


@jax.jit
def _step(x):
    y = _noise_a(x)
    return _noise_b(y), _noise_b(x)


def main():
    x = jnp.ones(2)
    return (_step(x), _step(x), key_b), key_a
