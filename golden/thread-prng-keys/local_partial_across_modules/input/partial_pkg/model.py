import functools

import jax
import jax.numpy as jnp

from . import rng
from .rng import noise


@jax.jit
def step(x):
    f = functools.partial(rng.noise, scale=2.0)
    g = functools.partial(noise, scale=3.0)
    return f(x) * g(x)


def main():
    x = jnp.arange(1.0, 4.0)
    return [step(x), step(x), noise(x, 0.5)], rng.key
