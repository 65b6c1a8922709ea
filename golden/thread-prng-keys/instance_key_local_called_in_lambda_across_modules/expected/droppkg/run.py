import jax
import jax.numpy as jnp

from .layers import Dropout


def main():
    drop = Dropout(0.5)
    step_pure = jax.jit(lambda key, x: drop._call_pure(key, x))

    def step(x):
        step_result, drop.key = step_pure(drop.key, x)
        return step_result

    x = jnp.arange(8.0) * drop.rate
    return [step(x) for _ in range(3)], drop.key
