from jax import random

key = random.PRNGKey(0)


def _init_pure(key, n):
    key, sub = random.split(key)
    return random.normal(sub, (n,)), key


def init(n):
    global key
    init_result, key = _init_pure(key, n)
    return init_result


def _noise(key):
    key, sub = random.split(key)
    return random.uniform(sub, ()), key
