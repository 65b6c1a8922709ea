"""A method splitting a key held on `self` given as a `lax.cond` branch in a jitted method of its
class: reported, not rewritten (branches carry only global keys, and a module's own ones)."""
from functools import partial

import jax
from jax import lax, random


class Noisy:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _draw(self, x):
        self.key, sub = random.split(self.key)
        return x + random.uniform(sub, x.shape)

    def _keep(self, x):
        return x

    @partial(jax.jit, static_argnums=0)
    def apply(self, flag, x):
        return lax.cond(flag, self._draw, self._keep, x)
