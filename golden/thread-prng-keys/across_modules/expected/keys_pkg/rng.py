from jax import random

key = random.PRNGKey(0)


def init(key, n):
    key, sub = random.split(key)
    return random.normal(sub, (n,)), key


def _noise(key):
    key, sub = random.split(key)
    return random.uniform(sub, ()), key
