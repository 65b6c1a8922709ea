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

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


class MLP:
    def __init__(self):
        self.drop = Dropout(0.5)
        self.w = jnp.ones((4, 4)) / 4

    def _apply_pure(self, key, x):
        drop_result, key = self.drop._call_pure(key, jnp.tanh(x @ self.w))
        return drop_result, key

    def apply(self, x):
        apply_result, self.drop.key = self._apply_pure(self.drop.key, x)
        return apply_result


def main():
    net = MLP()
    step_pure = jax.jit(lambda key, x: net._apply_pure(key, x))

    def step(x):
        step_result, net.drop.key = step_pure(net.drop.key, x)
        return step_result

    x = jnp.arange(8.0).reshape(2, 4)
    first = step(x)
    second = step(x + 1)
    eager = net.apply(x)
    return (first, second, step(x), eager), net.drop.key
