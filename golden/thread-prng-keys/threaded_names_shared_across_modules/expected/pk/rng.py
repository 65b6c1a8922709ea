from jax import random

KEY = random.PRNGKey(3)


def _noise_pure(KEY, p):
    KEY, sub = random.split(KEY)
    return random.uniform(sub, p.shape), KEY


def noise(p):
    global KEY
    noise_result, KEY = _noise_pure(KEY, p)
    return noise_result


def _spread_pure(KEY, p):
    noise_result, KEY = _noise_pure(KEY, p)
    return noise_result * 2, KEY


def spread(p):
    global KEY
    spread_result, KEY = _spread_pure(KEY, p)
    return spread_result
