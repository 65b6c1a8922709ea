import jax
import jax.numpy as jnp

from pk import layers, rng


@jax.jit
def step(p):
    return layers.spread(p) * 4


@jax.jit
def other(p):
    return rng.spread(p) * 4


def main():
    p = jnp.ones(2)
    return [step(p), other(p)], rng.KEY
