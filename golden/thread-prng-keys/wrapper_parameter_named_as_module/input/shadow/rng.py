from jax import random

key = random.PRNGKey(5)


def next_key():
    global key
    key, sub = random.split(key)
    return sub
