"""A method splitting `self.key` that is the first statement of its class: the wrapper after its
pure form is set off by an empty line, with no indentation on it."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random


class Sampler:
    @partial(jax.jit, static_argnums=0)
    def sample(self, x: jax.Array) -> jax.Array:
        self.key, sub = random.split(self.key)
        return x + random.uniform(sub, x.shape)

    def __init__(self, seed):
        self.key = random.PRNGKey(seed)


def main():
    sampler = Sampler(0)
    x = jnp.zeros(2)
    return [sampler.sample(x), sampler.sample(x)], sampler.key
