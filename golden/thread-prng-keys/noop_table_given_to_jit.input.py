"""A function splitting the global key stored in a module-level list, an item of which untraced
code gives to `jax.jit` (`jax.jit(fns[0])`): the jitted function splits the key at trace time.
omnifix follows calls by name, not through a table: the stored function is reported."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def noise(x):
    global key
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape)


def scale(x):
    return 2 * x


fns = [noise, scale]


def main():
    f = jax.jit(fns[0])
    x = jnp.zeros(2)
    return f(x), f(x)
