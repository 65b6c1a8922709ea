from jax import random

KEY = random.PRNGKey(0)


def noise(shape):
    global KEY
    KEY, sub = random.split(KEY)
    return random.uniform(sub, shape)
