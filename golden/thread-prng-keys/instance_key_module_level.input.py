"""A key on an attribute of a module-level instance, `drop = Dropout(0.5)`, whose `__call__`
splits it, called by a jitted module-level function: `__call__` becomes a wrapper of a pure
`_call_pure(self, key, x)`, and `forward` a wrapper of a pure `_forward_pure(key, x)`, which the
wrapper passes `drop.key` and whose new key it stores back there."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 1 - self.rate, x.shape)
        return jnp.where(keep, x / (1 - self.rate), 0)


drop = Dropout(0.5)


@jax.jit
def forward(x):
    return drop(x) * 2


def main():
    x = jnp.arange(8.0)
    first = forward(x)
    second = forward(x + 1)
    eager = drop(x)
    return (first, second, forward(x), eager), drop.key
