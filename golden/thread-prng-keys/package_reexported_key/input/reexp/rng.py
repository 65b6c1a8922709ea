from jax import random

key = random.PRNGKey(1)


def next_key():
    global key
    key, sub = random.split(key)
    return sub
