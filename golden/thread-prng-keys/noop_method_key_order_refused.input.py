"""Helper calls inside expressions that cannot move before their statement: something evaluated
before them reads the key, calls other code, reads a property or an attribute of an object whose
class has a base defined elsewhere, or the helper runs only sometimes; and a method jitted under
another name whose jitted form is used as a value. Reported with the reason."""
from abc import ABC
from functools import partial

import jax
from jax import random


def record(x):
    return x


class ReadsKey:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _next_key(self):
        self.key, sub = random.split(self.key)
        return sub

    @partial(jax.jit, static_argnums=0)
    def reads_key(self, x):
        return random.normal(self.key, x.shape) + random.normal(self._next_key(), x.shape)


class CallsFirst:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _next_sub(self):
        self.key, sub = random.split(self.key)
        return sub

    @partial(jax.jit, static_argnums=0)
    def calls_first(self, x):
        return record(x) + random.normal(self._next_sub(), x.shape)


class PropertyFirst:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    @property
    def scale(self):
        return 2.0

    def _fresh(self):
        self.key, sub = random.split(self.key)
        return sub

    @partial(jax.jit, static_argnums=0)
    def property_first(self, x):
        return self.scale * random.normal(self._fresh(), x.shape)


class OpenHierarchy(ABC):
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)
        self.scale = 2.0

    def _take(self):
        self.key, sub = random.split(self.key)
        return sub

    @partial(jax.jit, static_argnums=0)
    def scaled(self, x):
        return self.scale * random.normal(self._take(), x.shape)


class Sometimes:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)
        self._fast = jax.jit(self.fast)

    def _draw(self):
        self.key, sub = random.split(self.key)
        return sub

    @partial(jax.jit, static_argnums=(0, 2))
    def sometimes(self, x, flag):
        return x if flag else random.normal(self._draw(), x.shape)

    def fast(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)

    def batched(self, xs):
        return jax.vmap(self._fast)(xs)
