from functools import partial

import jax
import jax.numpy as jnp
from jax import random

import mods.rng as r
from .rng import _next_key_pure


class Dropout:
    def __init__(self, rate):
        self.rate = rate

    @partial(jax.jit, static_argnums=0)
    def _call_pure(self, key, x):
        next_key_result, key = _next_key_pure(key)
        keep = random.bernoulli(next_key_result, 1 - self.rate, x.shape)
        return jnp.where(keep, x, 0.0), key

    def __call__(self, x):
        call_result, r.key = self._call_pure(r.key, x)
        return call_result


class Noise:
    @partial(jax.jit, static_argnums=0)
    def _sample_pure(self, key, x):
        next_key_result, key = r._next_key_pure(key)
        return x + random.uniform(next_key_result, x.shape), key

    def sample(self, x):
        sample_result, r.key = self._sample_pure(r.key, x)
        return sample_result


def main():
    x = jnp.ones(4)
    drop, noise = Dropout(0.5), Noise()
    return [drop(x), noise.sample(x), drop(x), noise.sample(x)], r.key


if __name__ == "__main__":
    print(main()[0])
