"""The key and the function splitting it; a traced importer maps it over a tree."""
import jax
from jax import random

KEY = random.PRNGKey(3)


def _noise_pure(KEY, p):
    KEY, sub = random.split(KEY)
    return random.normal(sub, p.shape), KEY


def noise(p):
    global KEY
    noise_result, KEY = _noise_pure(KEY, p)
    return noise_result


def main():
    global KEY
    noise_result, KEY = jax.jit(_noise_pure)(KEY, jax.numpy.ones(2))
    return [noise_result], KEY
