from jax import random

key = random.PRNGKey(0)


def noise(x):
    global key
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape)
