"""Methods jitted by their decorators that split the global key themselves: each becomes a pure
`_m_pure(self, key, ...)` behind a wrapper with its signature, which passes it the global key and
keeps the new one; a function it calls that splits the key too is threaded, and a method never
traced keeps its global key."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _uniform(key, shape):
    key, sub = random.split(key)
    return random.uniform(sub, shape), key


class Layer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def _call_pure(self, key, x):
        key, sub = random.split(key)
        return x * self.scale + random.uniform(sub, x.shape), key

    def __call__(self, x):
        global key
        call_result, key = self._call_pure(key, x)
        return call_result

    @partial(jax.jit, static_argnums=(0, 3))
    def _mix_pure(self, key, x, n):
        """Splits, then draws through a helper."""
        noise, key = _uniform(key, x.shape)
        key, *subs = random.split(key, n + 1)
        return x + noise + sum(random.uniform(s, x.shape) for s in subs), key

    def mix(self, x, n):
        """Splits, then draws through a helper."""
        global key
        mix_result, key = self._mix_pure(key, x, n)
        return mix_result

    def eager(self, x):
        global key
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape)


def main():
    layer = Layer(2.0)
    x = jnp.ones(3)
    return [layer(x), layer(x), layer.mix(x, 2), layer.eager(x), layer.mix(x, 3)], key
