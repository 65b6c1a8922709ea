"""The key of the run and its helper, which `model.py` calls in a nested `cond` branch."""
from jax import random

key = random.PRNGKey(0)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result
