"""The key and the function splitting it; a traced importer maps it over a tree."""
import jax
from jax import random

KEY = random.PRNGKey(3)


def noise(p):
    global KEY
    KEY, sub = random.split(KEY)
    return random.normal(sub, p.shape)


def main():
    return [jax.jit(noise)(jax.numpy.ones(2))], KEY
