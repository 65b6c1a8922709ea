"""A global key split in `__call__` of a module-level instance that the module jits whole, `fast =
jax.jit(layer)`: the jit traces `__call__`, so a wrapper keeping the global would be traced with
it. Reported, not rewritten (before, `jax.jit(layer)` was not seen as tracing the method, and
nothing was reported)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(9)


class Layer:
    def __call__(self, x):
        global key
        key, sub = random.split(key)
        return x * random.normal(sub, x.shape)


layer = Layer()
fast = jax.jit(layer)


def main():
    x = jnp.arange(1.0, 4.0)
    return [fast(x), fast(x), layer(x)], key
