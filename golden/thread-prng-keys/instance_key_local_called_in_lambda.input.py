"""A key on an attribute split by `Dropout.__call__`, traced through a local instance called in
a lambda given to `jax.jit`: `step = jax.jit(lambda x: drop(x))` in `main` after `drop =
Dropout(0.5)`, which also reads `drop.rate` in an operation. `__call__` becomes a wrapper of
`_call_pure(self, key, x)`, the lambda calls `drop._call_pure` with the key first, and `step`
becomes a function passing it `drop.key` and storing the new key back."""
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


def main():
    drop = Dropout(0.5)
    step = jax.jit(lambda x: drop(x))
    x = jnp.arange(8.0) * drop.rate
    first = step(x)
    second = step(x + 1)
    eager = drop(x)
    return (first, second, step(x), eager), drop.key
