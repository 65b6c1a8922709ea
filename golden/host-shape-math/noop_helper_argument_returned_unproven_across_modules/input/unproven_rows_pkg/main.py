import jax.numpy as jnp

from .features import cols, depth

SIZES = [cols]


def main():
    x = jnp.ones((4, 6))
    return SIZES[0](x, 2) * 1.0, depth(x, jnp.maximum(x.shape[0], 1)) * 1.0
