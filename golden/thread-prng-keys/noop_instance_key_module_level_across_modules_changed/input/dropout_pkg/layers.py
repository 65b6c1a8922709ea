"""`instance_key_across_modules` where an attribute of the module-level instances of `main.py`
other than their key may change between two calls of the jitted functions there: `main` sets
`drop.rate`, and calls `noise.tune(3.0)`, a method of `Tunable` setting `self.scale`. The pure
forms jitted through the instances would read the attribute once, when traced, where the original
reads it on each call: reported, not rewritten, with the reason."""
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 0.5, x.shape), x * self.rate, 0.0)


class Tunable:
    def __init__(self, scale, seed=0):
        self.scale = scale
        self.key = random.PRNGKey(seed)

    def tune(self, scale):
        self.scale = scale

    def sample(self, x):
        self.key, sub = random.split(self.key)
        return x * self.scale * random.normal(sub, x.shape)
