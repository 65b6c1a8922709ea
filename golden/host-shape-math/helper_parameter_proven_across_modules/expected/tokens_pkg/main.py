import jax.numpy as jnp

from .model import embed, patches


def main():
    x = jnp.ones((2, 3, 4))
    return embed(x), patches(x)
