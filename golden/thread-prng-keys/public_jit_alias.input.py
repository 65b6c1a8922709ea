"""A public `g = jax.jit(f, ...)` of a function made pure keeps its calling convention: the pure
form is jitted under a private name (`static_argnums` and `donate_argnums` one up for the key) and
`g` becomes a wrapper with the parameters of `f` that passes it the key and keeps the new one;
traced code (`step`, the jitted method `Doubler.apply`) calls the jitted pure form and passes its
key."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def add_noise(x, n=2):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, (n,))


def _shift(x, scale):
    global key
    key, sub = random.split(key)
    return x + scale * random.uniform(sub, x.shape)


fast_add = jax.jit(add_noise, static_argnums=1)
shift = partial(jax.jit, donate_argnums=0)(_shift)


@jax.jit
def step(x):
    y = fast_add(x)
    return shift(y, 0.5)


class Doubler:
    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        return fast_add(x) * 2


def main():
    values = [fast_add(jnp.zeros(2)), fast_add(jnp.zeros(3), 3), add_noise(jnp.ones(2))]
    values.append(step(jnp.ones(2)))
    values.append(shift(jnp.ones(2), 2.0))
    values.append(Doubler().apply(jnp.ones(2)))
    return values, key
