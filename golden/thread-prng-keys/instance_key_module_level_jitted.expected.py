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

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        return jnp.where(random.bernoulli(sub, 0.5, x.shape), x * self.rate, 0.0), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


class Model:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _sample_pure(self, key, x):
        key, sub = random.split(key)
        return x * random.normal(sub, x.shape), key

    def sample(self, x):
        sample_result, self.key = self._sample_pure(self.key, x)
        return sample_result


drop = Dropout(2.0)
model = Model(1)
other = Dropout(3.0, seed=2)
_fast_drop_pure = jax.jit(drop._call_pure)


def fast_drop(*args, **kwargs):
    fast_drop_result, drop.key = _fast_drop_pure(drop.key, *args, **kwargs)
    return fast_drop_result


_fast_sample_pure = jax.jit(model._sample_pure)


def fast_sample(*args, **kwargs):
    fast_sample_result, model.key = _fast_sample_pure(model.key, *args, **kwargs)
    return fast_sample_result


_fast_other_pure = jax.jit(other._call_pure)


def fast_other(*args, **kwargs):
    fast_other_result, other.key = _fast_other_pure(other.key, *args, **kwargs)
    return fast_other_result


@jax.jit
def _forward_pure(key, x):
    fast_drop_result, key = _fast_drop_pure(key, x)
    return fast_drop_result * 2, key


def forward(x):
    forward_result, drop.key = _forward_pure(drop.key, x)
    return forward_result


def main():
    x = jnp.arange(8.0)
    first = fast_drop(x)
    second = fast_drop(x)
    samples = [fast_sample(x), fast_sample(x)]
    others = (fast_other(x), fast_other(x), other(x))
    values = (first, second, forward(x), drop(x), samples, model.key, others, other.key)
    return values, drop.key
