"""Functions made pure return `(result, key)`: their return annotation, of the result, is dropped;
a wrapper, which returns the result, keeps it."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


@jax.jit
def _noise_pure(key, x: jax.Array):
    key, sub = random.split(key)
    return x + random.uniform(sub, x.shape), key


def noise(x: jax.Array) -> jax.Array:
    global key
    noise_result, key = _noise_pure(key, x)
    return noise_result


@jax.jit
def _scaled(key, x: jax.Array, scale: float):
    key, sub = random.split(key)
    return scale * random.uniform(sub, x.shape) + x, key


class Layer:
    @partial(jax.jit, static_argnums=0)
    def _call_pure(self, key, x: jax.Array):
        noise_result, key = _noise_pure(key, x)
        _scaled_result, key = _scaled(key, x, 2.0)
        return noise_result + _scaled_result, key

    def __call__(self, x: jax.Array) -> jax.Array:
        global key
        call_result, key = self._call_pure(key, x)
        return call_result


def main():
    x = jnp.ones(3)
    layer = Layer()
    return [noise(x), noise(x), layer(x), layer(x)], key
