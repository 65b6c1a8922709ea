"""A key on an attribute split by `__call__`, traced through instances whose class is known: a
local `drop = Dropout(0.5)` called in a jitted lambda, and `self.drop`, set once in `__init__`,
called by `MLP.apply`, which `jax.jit(net.apply)` traces. `__call__` and `apply` become wrappers
of `_call_pure(self, key, x)` and `_apply_pure(self, key, x)`; `step` and `apply` become local
functions passing `drop.key` and `net.drop.key` to the jitted pure forms and storing the new keys
back."""
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
    drop = Dropout(0.5)
    net = MLP()
    step_pure = jax.jit(lambda key, x: drop._call_pure(key, x))

    def step(x):
        step_result, drop.key = step_pure(drop.key, x)
        return step_result

    apply_pure = jax.jit(net._apply_pure)

    def apply(*args, **kwargs):
        apply_result_2, net.drop.key = apply_pure(net.drop.key, *args, **kwargs)
        return apply_result_2

    x = jnp.arange(8.0).reshape(2, 4)
    return [step(x), step(x + 1), apply(x), apply(x + 1), net.drop.key], drop.key
