import jax
import jax.numpy as jnp

from pk import layers, rng


def _spread_pure(KEY, p):
    noise_result, KEY = rng._noise_pure(KEY, p)
    return noise_result - 1, KEY


def spread(p):
    spread_result, rng.KEY = _spread_pure(rng.KEY, p)
    return spread_result


@jax.jit
def _step_pure(KEY, p):
    spread_result, KEY = layers._spread_pure(KEY, p)
    spread_result_2, KEY = _spread_pure(KEY, p)
    return spread_result * spread_result_2, KEY


def step(p):
    step_result, rng.KEY = _step_pure(rng.KEY, p)
    return step_result


def main():
    p = jnp.ones(2)
    return [step(p), step(p)], rng.KEY
