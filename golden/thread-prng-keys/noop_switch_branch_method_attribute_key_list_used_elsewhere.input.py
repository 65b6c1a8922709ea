"""A method splitting a key held on `self.key` given as a `lax.switch` branch through a list that
the method running the switch also uses otherwise (`len(branches)`): the list is not rewritten,
and the method is reported with the reason."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random


class Sampler:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _a(self, x):
        self.key, sub = random.split(self.key)
        return x + random.uniform(sub, x.shape)

    def _b(self, x):
        return x * 2.0

    @partial(jax.jit, static_argnums=0)
    def step(self, i, x):
        branches = [self._a, self._b]
        return lax.switch(i % len(branches), branches, x)


def main():
    s = Sampler(0)
    x = jnp.ones(3)
    return [s.step(0, x), s.step(1, x)], s.key
