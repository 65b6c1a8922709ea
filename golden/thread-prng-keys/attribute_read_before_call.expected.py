"""A threaded call after an attribute read in its expression (`x.size * sample(x)`): an
attribute no code of the module defines as a property or sets outside `__init__` cannot run code
or change, so the call moves before the statement."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _sample_pure(key, x):
    key, sub = random.split(key)
    return random.randint(sub, x.shape, 0, 10), key


def sample(x):
    global key
    sample_result, key = _sample_pure(key, x)
    return sample_result


@jax.jit
def _scaled_pure(key, x):
    sample_result, key = _sample_pure(key, x)
    sample_result_2, key = _sample_pure(key, x)
    return (x.size * sample_result, x.shape[0] * sample_result_2), key


def scaled(x):
    global key
    scaled_result, key = _scaled_pure(key, x)
    return scaled_result


def main():
    x = jnp.ones(3)
    return [scaled(x), scaled(x)], key
