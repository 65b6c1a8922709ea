from jax import random

key = random.PRNGKey(42)


def noise(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, x.shape)
