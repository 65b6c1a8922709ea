"""Module-level instances of key-holding classes read in traced code: `keys()` inside an
expression of the jitted `init` is threaded (`init` behind a wrapper keeping `keys.key`); `loss`,
reading `sampler`, is differentiated by a `grad` given on, which omnifix does not pass a key
through: `Sampler.normal` stays reported, with both reasons."""
import jax
import jax.numpy as jnp
from jax import random


class KeyGen:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def _call_pure(self, key):
        key, sub = random.split(key)
        return sub, key

    def __call__(self):
        call_result, self.key = self._call_pure(self.key)
        return call_result


class Sampler:
    def __init__(self, seed):
        self._rng = random.PRNGKey(seed)

    def normal(self, shape, scale=1.0):
        self._rng, sub = random.split(self._rng)
        return scale * random.normal(sub, shape)

    def eager_only(self):
        self._rng, sub = random.split(self._rng)
        return sub


keys = KeyGen(0)
sampler = Sampler(1)


@jax.jit
def _init_pure(key, x):
    keys_result, key = keys._call_pure(key)
    return x + random.normal(keys_result, x.shape), key


def init(x):
    init_result, keys.key = _init_pure(keys.key, x)
    return init_result


def loss(x):
    return (x * sampler.normal(x.shape)).sum()


grad_loss = jax.grad(loss)


def main():
    x = jnp.zeros(4)
    return [init(x), init(x), keys(), init(x)], keys.key
