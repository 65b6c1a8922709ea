from jax import random

_key = random.PRNGKey(0)


def next_key():
    global _key
    _key, sub = random.split(_key)
    return sub
