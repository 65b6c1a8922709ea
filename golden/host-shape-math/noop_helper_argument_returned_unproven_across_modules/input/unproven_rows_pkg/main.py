import jax.numpy as jnp

from .features import cols


def main():
    x = jnp.ones((4, 6))
    return cols(x, 2) * 1.0
