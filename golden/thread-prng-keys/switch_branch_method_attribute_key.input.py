"""Methods using a key held on `self.rng` given as `lax.switch` branches in a jitted method of
their class: `_noisy`, drawing through the helper `self._next()`, and `_shifted`, splitting the
key itself, become pure behind wrappers and are given as `self._noisy_pure` and
`self._shifted_pure`; `pick`, whose `switch` is inside its `return` expression, takes the key
back from it in a statement just before."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random


class Picker:
    def __init__(self, seed):
        self.rng = random.PRNGKey(seed)
        self.scale = 2.0

    def _next(self):
        self.rng, sub = random.split(self.rng)
        return sub

    def _noisy(self, x):
        return x + random.uniform(self._next(), x.shape)

    def _shifted(self, x):
        self.rng, sub = random.split(self.rng)
        return x - random.uniform(sub, x.shape)

    def _same(self, x):
        return x * self.scale

    @partial(jax.jit, static_argnums=0)
    def pick(self, i, x):
        return 2 * lax.switch(i, [self._noisy, self._same, self._shifted], x)


def main():
    picker = Picker(4)
    x = jnp.ones(3)
    values = [picker.pick(0, x), picker.pick(1, x), picker.pick(2, x), picker._noisy(x)]
    values += [picker.pick(0, x), picker._next(), picker.pick(2, x)]
    return values, picker.rng
