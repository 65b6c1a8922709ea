"""A helper method splitting `self.key` called inside an expression: the calls move before their
statement, in evaluation order, where nothing evaluated before them there can see or change the
key (attribute reads of arrays and of plain attributes, pure JAX calls, local names)."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Noise:
    def __init__(self, seed, scale):
        self.key = random.PRNGKey(seed)
        self.scale = scale

    def _next_key(self):
        self.key, sub = random.split(self.key)
        return sub

    @partial(jax.jit, static_argnums=0)
    def add(self, x):
        noise = random.randint(self._next_key(), x.shape, 0, 10)
        return x + noise + self.scale * random.randint(self._next_key(), x.shape, 0, 10)

    @partial(jax.jit, static_argnums=0)
    def scaled(self, x):
        if random.randint(self._next_key(), (2,), 0, 10).ndim == 1:
            x = -x
        x += random.randint(self._next_key(), x.shape, 0, 10)
        return x.size * random.randint(self._next_key(), x.shape, 0, 10)

    def eager(self):
        return random.randint(self._next_key(), (), 0, 10)


def main():
    noise = Noise(5, 0.5)
    x = jnp.ones(3)
    values = [noise.add(x), noise.scaled(x), noise.eager(), noise.add(x), noise.scaled(x)]
    return values, noise.key
