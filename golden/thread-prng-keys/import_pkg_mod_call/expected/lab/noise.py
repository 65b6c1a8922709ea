import jax
from jax import random

KEY = random.PRNGKey(5)


@jax.jit
def _gaussian_pure(KEY, x):
    KEY, sub = random.split(KEY)
    return x * random.normal(sub, x.shape), KEY


def gaussian(x):
    global KEY
    gaussian_result, KEY = _gaussian_pure(KEY, x)
    return gaussian_result
