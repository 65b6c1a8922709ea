"""Methods given as branches of `lax.cond` in a jitted method of their class (`self._draw`):
the one splitting the key becomes a pure `_draw_pure(self, key, x)` behind a wrapper keeping
its signature, given to the `cond` as `self._draw_pure`; the one drawing nothing is called by a
lambda passing the key through, and the jitted method is made pure behind its wrapper too."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


class Noisy:
    def __init__(self, scale):
        self.scale = scale

    def _draw_pure(self, key, x):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    def _draw(self, x):
        global key
        draw_result, key = self._draw_pure(key, x)
        return draw_result

    def _keep(self, x):
        return x * self.scale

    @partial(jax.jit, static_argnums=0)
    def _apply_pure(self, key, flag, x):
        return lax.cond(flag, self._draw_pure, lambda key, *operands: (self._keep(*operands), key), key, x)

    def apply(self, flag, x):
        global key
        apply_result, key = self._apply_pure(key, flag, x)
        return apply_result


def main():
    model = Noisy(2.0)
    x = jnp.arange(3.0)
    values = [model.apply(True, x), model.apply(False, x), model.apply(True, x)]
    values.append(model._draw(x))
    values.append(model.apply(True, x))
    return values, key
