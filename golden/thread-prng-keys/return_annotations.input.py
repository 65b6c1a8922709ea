"""Functions made pure return `(result, key)`: their return annotation, of the result, is dropped;
a wrapper, which returns the result, keeps it."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


@jax.jit
def noise(x: jax.Array) -> jax.Array:
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, x.shape)


@jax.jit
def _scaled(x: jax.Array, scale: float) -> jax.Array:
    global key
    key, sub = random.split(key)
    return scale * random.uniform(sub, x.shape) + x


class Layer:
    @partial(jax.jit, static_argnums=0)
    def __call__(self, x: jax.Array) -> jax.Array:
        return noise(x) + _scaled(x, 2.0)


def main():
    x = jnp.ones(3)
    layer = Layer()
    return [noise(x), noise(x), layer(x), layer(x)], key
