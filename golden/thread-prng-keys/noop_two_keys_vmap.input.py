"""A function that would take two keys is not rewritten where an edit of it carries one key
only: `batch` maps `noise_a` with `vmap`, whose `in_axes` and `out_axes` omnifix extends for one
key, and calls `noise_b`, so each function updating a key is reported with the reason."""
import jax
import jax.numpy as jnp
from jax import random

key_a = random.PRNGKey(0)
key_b = random.PRNGKey(1)


def noise_a(x):
    global key_a
    key_a, k = random.split(key_a)
    return x + random.normal(k, x.shape)


def noise_b(x):
    global key_b
    key_b, k = random.split(key_b)
    return x * random.uniform(k, x.shape)


@jax.jit
def batch(x):
    y = jax.vmap(noise_a)(x)
    return noise_b(y)


def main():
    x = jnp.ones((3, 2))
    return (batch(x), key_b), key_a
