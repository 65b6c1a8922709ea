"""Methods splitting a key on the object that are traced where a wrapper would be traced too, or
whose code reaches the key other than as `self.key`: reported, not rewritten."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Model:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def sample(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)

    @partial(jax.jit, static_argnums=0)
    def logged(self, x):
        self.key, sub = random.split(self.key)
        record(self)
        return x + random.normal(sub, x.shape)

    @jax.checkpoint
    def remat(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)


class Holder:
    def __init__(self, seed):
        self.model = Model(seed)
        self._key = random.PRNGKey(seed)

    @property
    def key(self):
        return self._key

    @key.setter
    def key(self, value):
        self._key = value

    @partial(jax.jit, static_argnums=0)
    def inner(self, x):
        self.model.key, sub = random.split(self.model.key)
        return x + random.normal(sub, x.shape)

    @partial(jax.jit, static_argnums=0)
    def through_property(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)


def record(model):
    return model.key


model = Model(0)
_fast_sample = jax.jit(model.sample)  # private: not kept as a wrapper
