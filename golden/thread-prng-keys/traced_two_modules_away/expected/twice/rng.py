from jax import random

_key = random.PRNGKey(0)


def _next_key_pure(_key):
    _key, sub = random.split(_key)
    return sub, _key


def next_key():
    global _key
    next_key_result, _key = _next_key_pure(_key)
    return next_key_result
