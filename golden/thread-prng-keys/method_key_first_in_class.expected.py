"""A method splitting `self.key` that is the first statement of its class: the wrapper after its
pure form is set off by an empty line, with no indentation on it."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Sampler:
    @partial(jax.jit, static_argnums=0)
    def _sample_pure(self, key, x: jax.Array):
        key, sub = random.split(key)
        return x + random.uniform(sub, x.shape), key

    def sample(self, x: jax.Array) -> jax.Array:
        sample_result, self.key = self._sample_pure(self.key, x)
        return sample_result

    def __init__(self, seed):
        self.key = random.PRNGKey(seed)


def main():
    sampler = Sampler(0)
    x = jnp.zeros(2)
    return [sampler.sample(x), sampler.sample(x)], sampler.key
