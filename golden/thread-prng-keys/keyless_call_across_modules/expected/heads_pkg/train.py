import jax
import jax.numpy as jnp

from . import rng


@jax.jit
def _step_pure(key, x):
    y, key = rng._draw_pure(key, x)
    return rng.scaled(y), key


def step(x):
    step_result, rng.key = _step_pure(rng.key, x)
    return step_result


def main():
    x = jnp.arange(8, dtype=jnp.int32)
    first = step(x)
    second = step(x)
    return [first, second], rng.key
