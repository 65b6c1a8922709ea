import jax
import jax.numpy as jnp
from jax import random

import initpkg
from .layers import noisy
from .model import _dropout
from .sub.blocks import block


@jax.jit
def step(x):
    return _dropout(x, 0.5) + random.uniform(initpkg.next_key(), x.shape)


def main():
    x = jnp.arange(1.0, 5.0)
    values = [noisy(x), noisy(x), step(x), step(x), block(x), initpkg.next_key()]
    return values, initpkg._key
