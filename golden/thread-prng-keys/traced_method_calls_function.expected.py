"""Methods jitted by their decorators that call functions splitting the global key: each becomes a
pure `_m_pure(self, key, ...)` behind a wrapper with its signature, which passes it the global key
and keeps the new one; a method never traced keeps calling the public function's wrapper."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _noise_pure(key, shape):
    key, sub = random.split(key)
    return random.uniform(sub, shape), key


def noise(shape):
    global key
    noise_result, key = _noise_pure(key, shape)
    return noise_result


def _uniform(key, n):
    key, sub = random.split(key)
    return random.uniform(sub, (n,)), key


class Layer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def _call_pure(self, key, x):
        noise_result, key = _noise_pure(key, x.shape)
        return noise_result + self.scale + x, key

    def __call__(self, x):
        global key
        call_result, key = self._call_pure(key, x)
        return call_result

    @partial(jax.jit, static_argnums=(0, 3))
    def _mix_pure(self, key, x, n):
        """Two draws, one of a private helper."""
        first, key = _uniform(key, n)
        noise_result, key = _noise_pure(key, x.shape)
        return noise_result + self.scale + first[0], key

    def mix(self, x, n):
        """Two draws, one of a private helper."""
        global key
        mix_result, key = self._mix_pure(key, x, n)
        return mix_result

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
