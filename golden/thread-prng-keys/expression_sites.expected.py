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
    first = x * random.normal(next_key_result, x.shape)
    next_key_result, key = next_key(key)
    second = jnp.abs(random.normal(next_key_result, x.shape))
    count = 0
    next_key_result, key = next_key(key)
    count += random.randint(next_key_result, (), 0, 10)
    next_key_result, key = next_key(key)
    if jnp.ndim(random.normal(next_key_result, x.shape)) == 1:
        second = -second
    draws = []
    next_key_result, key = next_key(key)
    for k in random.split(next_key_result, 2):
        draws.append(random.uniform(k, x.shape))
    next_key_result, key = next_key(key)
    return (first, second, count, draws, random.normal(next_key_result, ())), key


def main():
    global key
    x = jnp.ones(3)
    noisy_result, key = noisy(key, x)
    print(noisy_result)
    noisy_result, key = noisy(key, x)
    noisy_result_2, key = noisy(key, x * 2)
    return [noisy_result, noisy_result_2], key
