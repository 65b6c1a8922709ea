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

    def _next_key_pure(self, key):
        key, sub = random.split(key)
        return sub, key

    def _next_key(self):
        next_key_result, self.key = self._next_key_pure(self.key)
        return next_key_result

    @partial(jax.jit, static_argnums=0)
    def _add_pure(self, key, x):
        _next_key_result, key = self._next_key_pure(key)
        noise = random.randint(_next_key_result, x.shape, 0, 10)
        _next_key_result, key = self._next_key_pure(key)
        return x + noise + self.scale * random.randint(_next_key_result, x.shape, 0, 10), key

    def add(self, x):
        add_result, self.key = self._add_pure(self.key, x)
        return add_result

    @partial(jax.jit, static_argnums=0)
    def _scaled_pure(self, key, x):
        _next_key_result, key = self._next_key_pure(key)
        if random.randint(_next_key_result, (2,), 0, 10).ndim == 1:
            x = -x
        _next_key_result, key = self._next_key_pure(key)
        x += random.randint(_next_key_result, x.shape, 0, 10)
        _next_key_result, key = self._next_key_pure(key)
        return x.size * random.randint(_next_key_result, x.shape, 0, 10), key

    def scaled(self, x):
        scaled_result, self.key = self._scaled_pure(self.key, x)
        return scaled_result

    def eager(self):
        return random.randint(self._next_key(), (), 0, 10)


def main():
    noise = Noise(5, 0.5)
    x = jnp.ones(3)
    values = [noise.add(x), noise.scaled(x), noise.eager(), noise.add(x), noise.scaled(x)]
    return values, noise.key
