"""A module-level instance jitted at the top level, `fast_drop = jax.jit(drop)` (also
`jax.jit(model.sample)` and `jax.jit(drop.__call__)`), where `Dropout.__call__` and
`Model.sample` split `self.key`: the methods become wrappers of pure `_call_pure(self, key, x)` and
`_sample_pure(self, key, x)`, each statement `_fast_drop_pure = jax.jit(drop._call_pure)` and
`fast_drop` a function with the old call signature, `*args, **kwargs`, passing them on after
`drop.key` and storing the new key back there; a jitted `forward` calling `fast_drop` calls the
jitted pure form, passing its key."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 0.5, x.shape), x * self.rate, 0.0)


class Model:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def sample(self, x):
        self.key, sub = random.split(self.key)
        return x * random.normal(sub, x.shape)


drop = Dropout(2.0)
model = Model(1)
other = Dropout(3.0, seed=2)
fast_drop = jax.jit(drop)
fast_sample = jax.jit(model.sample)
fast_other = jax.jit(other.__call__)


@jax.jit
def forward(x):
    return fast_drop(x) * 2


def main():
    x = jnp.arange(8.0)
    first = fast_drop(x)
    second = fast_drop(x)
    samples = [fast_sample(x), fast_sample(x)]
    others = (fast_other(x), fast_other(x), other(x))
    values = (first, second, forward(x), drop(x), samples, model.key, others, other.key)
    return values, drop.key
