"""The migration guide's "How can I disable omnistaging?": a switch JAX no longer has.

On today's JAX its first line fails: ModuleNotFoundError: No module named 'jax.config'.
"""
from jax.config import config

config.disable_omnistaging()

import jax.numpy as jnp
from jax import jit


@jit
def scale(x):
    return 2 * x


if __name__ == "__main__":
    print(scale(jnp.arange(3)))
