import jax
import jax.numpy as jnp

from .layers import MLP


def main():
    net = MLP()
    step = jax.jit(lambda x: net.apply(x))
    x = jnp.arange(8.0).reshape(2, 4)
    return step(x), step(x + 1)
