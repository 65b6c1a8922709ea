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

    def _draw_pure(self, key, x):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    def _draw(self, x):
        draw_result, self.key = self._draw_pure(self.key, x)
        return draw_result

    def _keep(self, x):
        return x

    @partial(jax.jit, static_argnums=0)
    def _apply_pure(self, key, flag, x):
        return lax.cond(flag, self._draw_pure, lambda key, *operands: (self._keep(*operands), key), key, x)

    def apply(self, flag, x):
        apply_result, self.key = self._apply_pure(self.key, flag, x)
        return apply_result

    def _run_pure(self, key, flag, x):
        y, key = lax.cond(flag, self._draw_pure, lambda key, *operands: (self._keep(*operands), key), key, x)
        cond_result, key = lax.cond(flag, self._draw_pure, lambda key, v: (v - 1, key), key, y)
        return 2 * cond_result, key

    def run(self, flag, x):
        run_result, self.key = self._run_pure(self.key, flag, x)
        return run_result


def main():
    noisy = Noisy(0)
    x = jnp.arange(3.0)
    values = [noisy.apply(True, x), noisy.apply(False, x), noisy.apply(True, x)]
    values += [noisy.run(True, x), noisy.run(False, x), noisy._draw(x)]
    values.append(noisy.apply(True, x))
    return values, noisy.key
