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

    def _next_pure(self, rng):
        rng, sub = random.split(rng)
        return sub, rng

    def _next(self):
        next_result, self.rng = self._next_pure(self.rng)
        return next_result

    def _noisy_pure(self, rng, x):
        _next_result, rng = self._next_pure(rng)
        return x + random.uniform(_next_result, x.shape), rng

    def _noisy(self, x):
        noisy_result, self.rng = self._noisy_pure(self.rng, x)
        return noisy_result

    def _shifted_pure(self, rng, x):
        rng, sub = random.split(rng)
        return x - random.uniform(sub, x.shape), rng

    def _shifted(self, x):
        shifted_result, self.rng = self._shifted_pure(self.rng, x)
        return shifted_result

    def _same(self, x):
        return x * self.scale

    @partial(jax.jit, static_argnums=0)
    def _pick_pure(self, rng, i, x):
        switch_result, rng = lax.switch(i, [self._noisy_pure, lambda rng, *operands: (self._same(*operands), rng), self._shifted_pure], rng, x)
        return 2 * switch_result, rng

    def pick(self, i, x):
        pick_result, self.rng = self._pick_pure(self.rng, i, x)
        return pick_result


def main():
    picker = Picker(4)
    x = jnp.ones(3)
    values = [picker.pick(0, x), picker.pick(1, x), picker.pick(2, x), picker._noisy(x)]
    values += [picker.pick(0, x), picker._next(), picker.pick(2, x)]
    return values, picker.rng
