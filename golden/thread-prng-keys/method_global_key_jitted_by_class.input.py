"""Methods jitted by their class under their own names (`self.m = jax.jit(self.m, ...)`) that split
the global key or call a function splitting it: the class jits the pure `_m_pure` instead (its
`static_argnums` moved up by one for the key), and `m` wraps it, passing the global key and
keeping the new one."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def noise(shape):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, shape)


class Sampler:
    def __init__(self, scale):
        self.scale = scale
        self.sample = jax.jit(self.sample, static_argnums=(0,))
        self.draw = jax.jit(self.draw)

    def sample(self, n, x):
        global key
        key, sub = random.split(key)
        return x * self.scale + random.uniform(sub, (n,))

    def draw(self, x):
        return x + noise(x.shape)


def main():
    sampler = Sampler(2.0)
    x = jnp.ones(3)
    return [sampler.sample(3, x), sampler.sample(3, x), sampler.draw(x), sampler.draw(x)], key
