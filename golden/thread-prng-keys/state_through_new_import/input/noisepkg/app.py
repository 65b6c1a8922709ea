import jax.numpy as jnp

from . import rng
from .model import _noise, warm_up


def main():
    x = jnp.ones(2)
    first = warm_up(x)
    second = _noise(x)
    return [first, second, warm_up(x)], rng.key
