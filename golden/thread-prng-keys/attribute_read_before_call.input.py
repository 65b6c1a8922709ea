"""A threaded call after an attribute read in its expression (`x.size * sample(x)`): an
attribute no code of the module defines as a property or sets outside `__init__` cannot run code
or change, so the call moves before the statement."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def sample(x):
    global key
    key, sub = random.split(key)
    return random.randint(sub, x.shape, 0, 10)


@jax.jit
def scaled(x):
    return x.size * sample(x), x.shape[0] * sample(x)


def main():
    x = jnp.ones(3)
    return [scaled(x), scaled(x)], key
