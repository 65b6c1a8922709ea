import jax
import jax.numpy as jnp

from . import sampler as s


@jax.jit
def g(x):
    return s.Sampler.draw(x)


def main():
    x = jnp.ones(2)
    return (s.step(x), g(x), g(x)), s.Sampler.key
