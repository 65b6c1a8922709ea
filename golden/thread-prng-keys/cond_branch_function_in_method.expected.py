"""A function splitting the key given as a `lax.cond` branch in a jitted method: the method is
made pure behind its wrapper, passing its key to the branches, rather than reading the global
under `jit`."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(5)


def _draw(key, x):
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape), key


def _keep(x):
    return x


class Model:
    @partial(jax.jit, static_argnums=0)
    def _apply_pure(self, key, flag, x):
        return lax.cond(flag, _draw, lambda key, *operands: (_keep(*operands), key), key, x)

    def apply(self, flag, x):
        global key
        apply_result, key = self._apply_pure(key, flag, x)
        return apply_result


def main():
    model = Model()
    x = jnp.zeros(3)
    values = [model.apply(True, x), model.apply(False, x), model.apply(True, x)]
    return values, key
