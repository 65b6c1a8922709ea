"""`instance_key_module_level_jitted_across_modules` where another module of the run traces
`fast_drop` (`outer`, jitted in `main.py`, which omnifix does not pass `drop.key`), or imports the
instance itself (`main.py` sets `layers.noise.rate` between two calls of `fast_noise`, which the
jitted pure form would read once, when traced): reported, not rewritten, with the reason."""
import jax
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 0.5, x.shape)
        return jax.numpy.where(keep, x * self.rate, 0.0)


drop = Dropout(2.0)
noise = Dropout(2.0, seed=1)
fast_drop = jax.jit(drop)
fast_noise = jax.jit(noise)
