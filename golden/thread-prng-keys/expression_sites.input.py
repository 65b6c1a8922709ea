"""Calls inside expressions are moved into statements of their own when the order is kept."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def noisy(x):
    total = x + random.normal(next_key(), x.shape)
    total += jnp.abs(random.normal(next_key(), x.shape))
    if random.uniform(next_key(), ()) > 2.0:
        total = total * 0
    for k in random.split(next_key(), 2):
        total = total + random.uniform(k, x.shape)
    return total * random.normal(next_key(), ())


def main():
    x = jnp.ones(3)
    print(noisy(x))
    return [noisy(x), noisy(x + 1)], key
