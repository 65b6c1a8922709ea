"""A key on an attribute split by `Dropout.__call__`, held by `MLP` in `self.drop` (set once in
`__init__`) and called by `MLP.apply`; a `net = MLP()` local to `main` is traced through a lambda
given to `jax.jit` and bound to `step`. `__call__` and `apply` become wrappers of
`_call_pure(self, key, x)` and `_apply_pure(self, key, x)`, the lambda calls `net._apply_pure`
with the key first, and `step` becomes a function passing it `net.drop.key` and storing the new
key back, so `step(x)` draws a new mask on every call, as the original does run eagerly."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)


class MLP:
    def __init__(self):
        self.drop = Dropout(0.5)
        self.w = jnp.ones((4, 4)) / 4

    def apply(self, x):
        return self.drop(jnp.tanh(x @ self.w))


def main():
    net = MLP()
    step = jax.jit(lambda x: net.apply(x))
    x = jnp.arange(8.0).reshape(2, 4)
    first = step(x)
    second = step(x + 1)
    eager = net.apply(x)
    return (first, second, step(x), eager), net.drop.key
