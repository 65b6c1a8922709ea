"""A global-key function called from a jitted method: the key cannot be passed through the method,
so nothing is rewritten (the wrapper would still run its state inside the trace) and it is reported."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def noise(shape):
    global key
    key, sub = random.split(key)
    return random.normal(sub, shape)


class Layer:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x + self.scale * noise(x.shape)


def main():
    layer = Layer(2.0)
    x = jnp.ones(3)
    return layer(x), layer(x)


if __name__ == "__main__":
    print(main())
