from jax import random

KEY = random.PRNGKey(3)


def noise(p):
    global KEY
    KEY, sub = random.split(KEY)
    return random.uniform(sub, p.shape)


def spread(p):
    return noise(p) * 2
