import jax.numpy as jnp

from .model import drop, run


def main():
    x = jnp.arange(8.0)
    first = run(x)
    drop.rate = 0.9
    return (first, run(x)), drop.key
