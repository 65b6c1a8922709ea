from jax import random

key = random.PRNGKey(0)


def init(n):
    global key
    key, sub = random.split(key)
    return random.normal(sub, (n,))


def _noise():
    global key
    key, sub = random.split(key)
    return random.uniform(sub, ())
