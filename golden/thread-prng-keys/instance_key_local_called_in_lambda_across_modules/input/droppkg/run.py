import jax
import jax.numpy as jnp

from .layers import Dropout


def main():
    drop = Dropout(0.5)
    step = jax.jit(lambda x: drop(x))
    x = jnp.arange(8.0) * drop.rate
    return [step(x) for _ in range(3)], drop.key
