"""Methods jitted by their decorators that call functions splitting the global key: each becomes a
pure `_m_pure(self, key, ...)` behind a wrapper with its signature, which passes it the global key
and keeps the new one; a method never traced keeps calling the public function's wrapper."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def noise(shape):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, shape)


def _uniform(n):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, (n,))


class Layer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return noise(x.shape) + self.scale + x

    @partial(jax.jit, static_argnums=(0, 2))
    def mix(self, x, n):
        """Two draws, one of a private helper."""
        first = _uniform(n)
        return noise(x.shape) + self.scale + first[0]

    def eager(self, x):
        return x + noise(x.shape)


def main():
    layer = Layer(2.0)
    x = jnp.ones(3)
    return [layer(x), layer(x), layer.mix(x, 2), layer.eager(x), layer.mix(x, 3)], key


if __name__ == "__main__":
    drawn, final = main()
    for v in drawn:
        print(v)
