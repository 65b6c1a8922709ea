"""Methods splitting a key held on `self.key` given as `lax.switch` branches only through a list
bound to a name in the method running the switch: `_a` becomes pure behind its wrapper and the
list, rewritten where it is bound, gives `self._a_pure`; `step`, jitted, returns the switch's
pair as it is; `step_tuple`, never traced itself, takes the key back from its `y = ...`."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random


class Sampler:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _a_pure(self, key, x):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    def _a(self, x):
        a_result, self.key = self._a_pure(self.key, x)
        return a_result

    def _b(self, x):
        return x * 2.0

    @partial(jax.jit, static_argnums=0)
    def _step_pure(self, key, i, x):
        branches = [self._a_pure, lambda key, *operands: (self._b(*operands), key), lambda key, v: (v - 1.0, key)]
        return lax.switch(i, branches, key, x)

    def step(self, i, x):
        step_result, self.key = self._step_pure(self.key, i, x)
        return step_result

    def _step_tuple_pure(self, key, i, x):
        choices = (lambda key, *operands: (self._b(*operands), key), self._a_pure)
        y, key = lax.switch(i, choices, key, x)
        return y + 1.0, key

    def step_tuple(self, i, x):
        step_tuple_result, self.key = self._step_tuple_pure(self.key, i, x)
        return step_tuple_result


def main():
    s = Sampler(0)
    x = jnp.ones(3)
    values = [s.step(0, x), s.step(1, x), s.step(2, x), s.step_tuple(1, x)]
    values += [s.step(0, x), s._a(x), s.step_tuple(0, x), s.step_tuple(1, x)]
    return values, s.key
