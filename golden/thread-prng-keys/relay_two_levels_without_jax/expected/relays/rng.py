from jax import random

KEY = random.PRNGKey(0)


def _noise_pure(KEY, shape):
    KEY, sub = random.split(KEY)
    return random.uniform(sub, shape), KEY


def noise(shape):
    global KEY
    noise_result, KEY = _noise_pure(KEY, shape)
    return noise_result
