import jax
from jax import random

key = random.PRNGKey(5)


def noise(x, scale):
    global key
    key, sub = random.split(key)
    return x * scale * random.normal(sub, x.shape)
