"""Methods jitted by their class under their own names (`self.m = jax.jit(self.m, ...)`) that split
the global key or call a function splitting it: the class jits the pure `_m_pure` instead (its
`static_argnums` moved up by one for the key), and `m` wraps it, passing the global key and
keeping the new one."""
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


class Sampler:
    def __init__(self, scale):
        self.scale = scale
        self._sample_pure = jax.jit(self._sample_pure, static_argnums=(1,))
        self._draw_pure = jax.jit(self._draw_pure)

    def _sample_pure(self, key, n, x):
        key, sub = random.split(key)
        return x * self.scale + random.uniform(sub, (n,)), key

    def sample(self, n, x):
        global key
        sample_result, key = self._sample_pure(key, n, x)
        return sample_result

    def _draw_pure(self, key, x):
        noise_result, key = _noise_pure(key, x.shape)
        return x + noise_result, key

    def draw(self, x):
        global key
        draw_result, key = self._draw_pure(key, x)
        return draw_result


def main():
    sampler = Sampler(2.0)
    x = jnp.ones(3)
    return [sampler.sample(3, x), sampler.sample(3, x), sampler.draw(x), sampler.draw(x)], key
