import jax
import jax.numpy as jnp

from . import rng


@jax.jit
def step(x):
    y = rng.draw(x)
    return rng.scaled(y)


def main():
    x = jnp.arange(8, dtype=jnp.int32)
    first = step(x)
    second = step(x)
    return [first, second], rng.key
