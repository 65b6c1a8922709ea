"""The holder pattern across modules (`MLP` holding a `Dropout` whose `__call__` splits
`self.key`), but `net` escapes `main` (returned): code given it may use `net.drop.key` while
`step` runs, so `main` cannot keep the key for the jitted lambda. `layers.py` reports
`Dropout.__call__` with the reason."""
import jax
import jax.numpy as jnp

from .layers import MLP


def main():
    net = MLP()
    step = jax.jit(lambda x: net.apply(x))
    x = jnp.arange(8.0).reshape(2, 4)
    return (step(x), step(x + 1)), net
