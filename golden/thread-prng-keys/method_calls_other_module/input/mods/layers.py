from functools import partial

import jax
import jax.numpy as jnp
from jax import random

import mods.rng as r
from .rng import next_key


class Dropout:
    def __init__(self, rate):
        self.rate = rate

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        keep = random.bernoulli(next_key(), 1 - self.rate, x.shape)
        return jnp.where(keep, x, 0.0)


class Noise:
    @partial(jax.jit, static_argnums=0)
    def sample(self, x):
        return x + random.uniform(r.next_key(), x.shape)


def main():
    x = jnp.ones(4)
    drop, noise = Dropout(0.5), Noise()
    return [drop(x), noise.sample(x), drop(x), noise.sample(x)], r.key


if __name__ == "__main__":
    print(main()[0])
