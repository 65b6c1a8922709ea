"""A helper method splitting `self.key` (`self._next_key()`), called as a statement of its own
from jitted methods: made pure with them, its wrapper kept for the code that is not traced."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Noise:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _next_key(self):
        self.key, sub = random.split(self.key)
        return sub

    def _advance(self, n):
        for _ in range(n):
            self.key, _unused = random.split(self.key)

    @partial(jax.jit, static_argnums=0)
    def add(self, x):
        sub = self._next_key()
        self._advance(2)
        other = self._next_key()
        return x + random.normal(sub, x.shape) + random.uniform(other, x.shape)

    def eager(self):
        return random.uniform(self._next_key(), ())


def main():
    noise = Noise(5)
    x = jnp.zeros(3)
    values = [noise.add(x), noise.eager(), noise.add(x)]
    return values, noise.key
