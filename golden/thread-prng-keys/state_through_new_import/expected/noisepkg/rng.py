from jax import random

key = random.PRNGKey(0)


def next_key(key):
    key, sub = random.split(key)
    return sub, key
