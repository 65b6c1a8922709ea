"""What stays reported around `vmap` of a function drawing from the global key: `in_axes` that is
not a literal (the key's `None` cannot be put first), options given by position, a call unpacking
its arguments where `in_axes` is one for all (its number of arguments is not known), and a `vmap`
kept in a name (`mapped = jax.vmap(noisy)`: the key would have to follow it)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
AXES = (0,)


def noisy(row):
    global key
    key, sub = random.split(key)
    return row + random.uniform(sub, row.shape)


@jax.jit
def by_name(x):
    return jax.vmap(noisy, in_axes=AXES)(x)


@jax.jit
def by_position(x):
    return jax.vmap(noisy, 0, 0)(x)


@jax.jit
def unpacked(*xs):
    return jax.vmap(noisy)(*xs)


@jax.jit
def kept(x):
    mapped = jax.vmap(noisy)
    return mapped(x)


def main():
    x = jnp.zeros((2, 3))
    return [by_name(x), by_position(x), unpacked(x), kept(x)], key
