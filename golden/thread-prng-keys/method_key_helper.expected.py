"""A helper method splitting `self.key` (`self._next_key()`), called as a statement of its own
from jitted methods: made pure with them, its wrapper kept for the code that is not traced."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Noise:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _next_key_pure(self, key):
        key, sub = random.split(key)
        return sub, key

    def _next_key(self):
        next_key_result, self.key = self._next_key_pure(self.key)
        return next_key_result

    def _advance_pure(self, key, n):
        for _ in range(n):
            key, _unused = random.split(key)
        return None, key

    def _advance(self, n):
        advance_result, self.key = self._advance_pure(self.key, n)
        return advance_result

    @partial(jax.jit, static_argnums=0)
    def _add_pure(self, key, x):
        sub, key = self._next_key_pure(key)
        unused, key = self._advance_pure(key, 2)
        other, key = self._next_key_pure(key)
        return x + random.normal(sub, x.shape) + random.uniform(other, x.shape), key

    def add(self, x):
        add_result, self.key = self._add_pure(self.key, x)
        return add_result

    def eager(self):
        return random.uniform(self._next_key(), ())


def main():
    noise = Noise(5)
    x = jnp.zeros(3)
    values = [noise.add(x), noise.eager(), noise.add(x)]
    return values, noise.key
