"""Methods splitting a key held on `self` given as `lax.cond` branches where omnifix does not
pass the key to them: reported, not rewritten. `Other._inner_draw` is a branch of a `cond` in a
function nested in the method, and `Both._draw` a branch beside one reading `self.key` itself."""
from functools import partial

import jax
from jax import lax, random


class Other:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _inner_draw(self, x):
        self.key, sub = random.split(self.key)
        return x + random.uniform(sub, x.shape)

    @partial(jax.jit, static_argnums=0)
    def apply(self, flag, x):
        def inner(v):
            return lax.cond(flag, self._inner_draw, lambda u: u, v)

        return inner(x)


class Both:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _draw(self, x):
        self.key, sub = random.split(self.key)
        return x + random.uniform(sub, x.shape)

    def _peek(self, x):
        return x + random.uniform(self.key, x.shape)

    @partial(jax.jit, static_argnums=0)
    def apply(self, flag, x):
        return lax.cond(flag, self._draw, self._peek, x)
