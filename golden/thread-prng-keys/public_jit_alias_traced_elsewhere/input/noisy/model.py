import jax
import jax.numpy as jnp

from . import noise
from .noise import fast_add


@jax.jit
def step(x):
    return fast_add(x) * 2


def main():
    return [step(jnp.ones(2)), fast_add(jnp.zeros(2)), step(jnp.ones(2))], noise.key
