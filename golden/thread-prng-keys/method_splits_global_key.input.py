"""Methods jitted by their decorators that split the global key themselves: each becomes a pure
`_m_pure(self, key, ...)` behind a wrapper with its signature, which passes it the global key and
keeps the new one; a function it calls that splits the key too is threaded, and a method never
traced keeps its global key."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _uniform(shape):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, shape)


class Layer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        global key
        key, sub = random.split(key)
        return x * self.scale + random.uniform(sub, x.shape)

    @partial(jax.jit, static_argnums=(0, 2))
    def mix(self, x, n):
        """Splits, then draws through a helper."""
        global key
        noise = _uniform(x.shape)
        key, *subs = random.split(key, n + 1)
        return x + noise + sum(random.uniform(s, x.shape) for s in subs)

    def eager(self, x):
        global key
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape)


def main():
    layer = Layer(2.0)
    x = jnp.ones(3)
    return [layer(x), layer(x), layer.mix(x, 2), layer.eager(x), layer.mix(x, 3)], key
