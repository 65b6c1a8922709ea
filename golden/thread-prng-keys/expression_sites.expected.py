"""Calls inside expressions are moved into statements of their own when the order is kept."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def next_key(key):
    key, sub = random.split(key)
    return sub, key


@jax.jit
def noisy(key, x):
    next_key_result, key = next_key(key)
    total = x + random.normal(next_key_result, x.shape)
    next_key_result, key = next_key(key)
    total += jnp.abs(random.normal(next_key_result, x.shape))
    next_key_result, key = next_key(key)
    if random.uniform(next_key_result, ()) > 2.0:
        total = total * 0
    next_key_result, key = next_key(key)
    for k in random.split(next_key_result, 2):
        total = total + random.uniform(k, x.shape)
    next_key_result, key = next_key(key)
    return total * random.normal(next_key_result, ()), key


def main():
    global key
    x = jnp.ones(3)
    noisy_result, key = noisy(key, x)
    print(noisy_result)
    noisy_result, key = noisy(key, x)
    noisy_result_2, key = noisy(key, x + 1)
    return [noisy_result, noisy_result_2], key
