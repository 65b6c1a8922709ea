import jax
import jax.numpy as jnp

from .sampler import Sampler, step


def main():
    x = jnp.ones(2)
    draw = jax.jit(Sampler.draw)
    return (step(x), draw(x), draw(x)), Sampler.key
