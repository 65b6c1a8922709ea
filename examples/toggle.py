"""The seed's escape hatch: switching omnistaging off, which JAX no longer allows.

Since jax 0.3.15 this fails with AttributeError before anything runs.
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
