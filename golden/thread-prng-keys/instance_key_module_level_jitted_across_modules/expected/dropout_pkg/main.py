import jax.numpy as jnp

from . import layers
from .layers import fast_drop


def main():
    x = jnp.ones((4, 4))
    return [fast_drop(x), fast_drop(x), layers.fast_drop(x)], layers.current_key()
