from jax import random

key = random.PRNGKey(3)


def _offset():
    return random.randint(key, (), 0, 3)


def shifted(x):
    return x + _offset()


def draw(x):
    global key
    key, sub = random.split(key)
    return x + random.randint(sub, x.shape, 0, 10)
