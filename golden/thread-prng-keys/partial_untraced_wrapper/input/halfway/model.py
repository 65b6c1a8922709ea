from functools import partial

import jax.numpy as jnp

from . import rng

half = partial(rng.sample, scale=0.5)


def main():
    x = jnp.ones(2)
    return [half(x), half(x), rng.sample(x, 2.0)], rng.key
