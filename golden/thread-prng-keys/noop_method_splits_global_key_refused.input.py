"""Traced methods splitting a global key themselves that cannot keep their signatures as wrappers,
one key each: a method called from other traced code, one given to `jit` as a value, one decorated
by `vmap`, one with a default that is not a constant, one its class jits under another name. Each
is reported instead."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

SCALE = 2.0
called_key = random.PRNGKey(0)
given_key = random.PRNGKey(1)
mapped_key = random.PRNGKey(2)
default_key = random.PRNGKey(3)
aliased_key = random.PRNGKey(4)


class Model:
    def __init__(self):
        self.fast = jax.jit(self.aliased)

    @partial(jax.jit, static_argnums=0)
    def inner(self, x):
        global called_key
        called_key, sub = random.split(called_key)
        return random.normal(sub, x.shape) + x

    def step(self, x):
        global given_key
        given_key, sub = random.split(given_key)
        return random.normal(sub, x.shape) + x

    @partial(jax.vmap, in_axes=(None, 0))
    def mapped(self, x):
        global mapped_key
        mapped_key, sub = random.split(mapped_key)
        return random.normal(sub, ()) + x

    @partial(jax.jit, static_argnums=(0, 2))
    def scaled(self, x, scale=SCALE):
        global default_key
        default_key, sub = random.split(default_key)
        return random.normal(sub, x.shape) * scale

    def aliased(self, x):
        global aliased_key
        aliased_key, sub = random.split(aliased_key)
        return random.normal(sub, x.shape) + x


@jax.jit
def forward(model, x):
    return model.inner(x) * 2.0


def main():
    model = Model()
    x = jnp.ones(3)
    values = [forward(model, x), jax.jit(model.step)(x), model.mapped(x), model.scaled(x)]
    return values + [model.fast(x)]
