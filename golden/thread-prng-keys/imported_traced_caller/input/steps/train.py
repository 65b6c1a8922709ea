import jax
import jax.numpy as jnp

from . import rng
from .model import _dropout


@jax.jit
def step(x):
    return _dropout(x, 0.5).sum()


def main():
    x = jnp.ones(4)
    return [step(x), step(x)], rng.key
