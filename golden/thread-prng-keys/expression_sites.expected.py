"""Calls inside expressions are moved into statements of their own when the order is kept."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(2)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


@jax.jit
def _noisy_pure(key, x):
    next_key_result, key = _next_key_pure(key)
    first = x * random.normal(next_key_result, x.shape)
    next_key_result, key = _next_key_pure(key)
    second = jnp.abs(random.normal(next_key_result, x.shape))
    count = 0
    next_key_result, key = _next_key_pure(key)
    count += random.randint(next_key_result, (), 0, 10)
    next_key_result, key = _next_key_pure(key)
    if jnp.ndim(random.normal(next_key_result, x.shape)) == 1:
        second = -second
    draws = []
    next_key_result, key = _next_key_pure(key)
    for k in random.split(next_key_result, 2):
        draws.append(random.uniform(k, x.shape))
    next_key_result, key = _next_key_pure(key)
    return (first, second, count, draws, random.normal(next_key_result, ())), key


def noisy(x):
    global key
    noisy_result, key = _noisy_pure(key, x)
    return noisy_result


def main():
    x = jnp.ones(3)
    print(noisy(x))
    return [noisy(x), noisy(x * 2)], key
