"""The key of the run and its helper, which `model.py` calls in a nested `cond` branch."""
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub
