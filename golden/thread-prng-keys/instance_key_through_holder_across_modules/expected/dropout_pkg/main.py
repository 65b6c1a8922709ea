"""The holder pattern across modules: `layers.py`'s `MLP` holds `self.drop = Dropout(0.5)`,
whose `__call__` splits `self.key`, and `apply` calls `self.drop(...)`; `main` binds a local
`net = MLP()` and jits `lambda x: net.apply(x)` as `step`. `layers.py` makes `__call__` and
`apply` wrappers of `_call_pure` and `_apply_pure` for this module, which jits the lambda as
`step_pure`, taking the key first and calling `net._apply_pure`, and makes `step` a function
passing it `net.drop.key` and storing the new key back, as in one module."""
import jax
import jax.numpy as jnp

from .layers import MLP


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
