"""A method splitting a key held on `self` given as a `lax.cond` branch (`self._draw`) in methods
of its class: it becomes a pure `_draw_pure(self, key, x)` behind a wrapper keeping its signature
and the key on the object, given to the `cond` as `self._draw_pure`; the branch drawing nothing is
called by a lambda passing the key through. The methods running the `cond`, jitted (`apply`) or
not (`run`, whose `cond` traces its branches all the same), are made pure behind wrappers too,
passing their key to the branches and keeping the new one."""
from functools import partial

import jax
import jax.numpy as jnp
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

    def run(self, flag, x):
        y = lax.cond(flag, self._draw, self._keep, x)
        return 2 * lax.cond(flag, self._draw, lambda v: v - 1, y)


def main():
    noisy = Noisy(0)
    x = jnp.arange(3.0)
    values = [noisy.apply(True, x), noisy.apply(False, x), noisy.apply(True, x)]
    values += [noisy.run(True, x), noisy.run(False, x), noisy._draw(x)]
    values.append(noisy.apply(True, x))
    return values, noisy.key
