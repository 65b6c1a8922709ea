import jax
import jax.numpy as jnp

from . import rng

TABLE = {"twice": rng.noise_twice, "once": rng.noise_once}


@jax.jit
def apply(x):
    return TABLE["twice"](x) * TABLE["once"](x)


def main():
    x = jnp.ones(3)
    return (rng.step(x), rng.step(x), rng.noise_once(x)), rng.key
