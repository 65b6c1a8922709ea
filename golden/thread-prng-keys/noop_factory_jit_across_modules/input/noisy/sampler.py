from jax import random


def make_noise(seed):
    key = random.PRNGKey(seed)

    def noise(x):
        nonlocal key
        key, sub = random.split(key)
        return x + random.normal(sub, x.shape)

    return noise
