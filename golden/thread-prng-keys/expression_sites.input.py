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
    first = x * random.normal(next_key(), x.shape)
    second = jnp.abs(random.normal(next_key(), x.shape))
    count = 0
    count += random.randint(next_key(), (), 0, 10)
    if jnp.ndim(random.normal(next_key(), x.shape)) == 1:
        second = -second
    draws = []
    for k in random.split(next_key(), 2):
        draws.append(random.uniform(k, x.shape))
    return first, second, count, draws, random.normal(next_key(), ())


def main():
    x = jnp.ones(3)
    print(noisy(x))
    return [noisy(x), noisy(x * 2)], key
