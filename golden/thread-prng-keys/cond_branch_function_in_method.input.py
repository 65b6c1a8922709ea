"""A function splitting the key given as a `lax.cond` branch in a jitted method: the method is
made pure behind its wrapper, passing its key to the branches, rather than reading the global
under `jit`."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(5)


def _draw(x):
    global key
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape)


def _keep(x):
    return x


class Model:
    @partial(jax.jit, static_argnums=0)
    def apply(self, flag, x):
        return lax.cond(flag, _draw, _keep, x)


def main():
    model = Model()
    x = jnp.zeros(3)
    values = [model.apply(True, x), model.apply(False, x), model.apply(True, x)]
    return values, key
