import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def noise(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, jnp.shape(x))


@jax.jit
def _scale(x):
    global key
    key, sub = random.split(key)
    return x * random.uniform(sub, ())


def main():
    y = _scale(noise(jnp.ones(2)))
    return [y], key
