"""Traced methods calling a function of a global key that cannot keep their signatures as wrappers,
one key each: a method called from other traced code, one given to `jit` as a value, one decorated
by `vmap`, one with a default that is not a constant. Each key's function is reported instead."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

SCALE = 2.0
called_key = random.PRNGKey(0)
given_key = random.PRNGKey(1)
mapped_key = random.PRNGKey(2)
default_key = random.PRNGKey(3)


def called_noise(shape):
    global called_key
    called_key, sub = random.split(called_key)
    return random.normal(sub, shape)


def given_noise(shape):
    global given_key
    given_key, sub = random.split(given_key)
    return random.normal(sub, shape)


def mapped_noise():
    global mapped_key
    mapped_key, sub = random.split(mapped_key)
    return random.normal(sub, ())


def default_noise(shape):
    global default_key
    default_key, sub = random.split(default_key)
    return random.normal(sub, shape)


class Model:
    @partial(jax.jit, static_argnums=0)
    def inner(self, x):
        return called_noise(x.shape) + x

    def step(self, x):
        return given_noise(x.shape) + x

    @partial(jax.vmap, in_axes=(None, 0))
    def mapped(self, x):
        return mapped_noise() + x

    @partial(jax.jit, static_argnums=(0, 2))
    def scaled(self, x, scale=SCALE):
        return default_noise(x.shape) * scale


@jax.jit
def forward(model, x):
    return model.inner(x) * 2.0


def main():
    model = Model()
    x = jnp.ones(3)
    return [forward(model, x), jax.jit(model.step)(x), model.mapped(x), model.scaled(x)]
