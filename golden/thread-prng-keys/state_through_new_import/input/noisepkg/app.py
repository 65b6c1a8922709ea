import jax.numpy as jnp

from . import rng
from .model import noise, warm_up


def main():
    x = jnp.ones(2)
    first = warm_up(x)
    second = noise(x)
    return [first, second, warm_up(x)], rng.key
