import jax
import jax.numpy as jnp

from pk import layers, rng


@jax.jit
def _step_pure(KEY, p):
    spread_result, KEY = layers._spread_pure(KEY, p)
    return spread_result * 4, KEY


def step(p):
    step_result, rng.KEY = _step_pure(rng.KEY, p)
    return step_result


@jax.jit
def _other_pure(KEY, p):
    spread_result, KEY = rng._spread_pure(KEY, p)
    return spread_result * 4, KEY


def other(p):
    other_result, rng.KEY = _other_pure(rng.KEY, p)
    return other_result


def main():
    p = jnp.ones(2)
    return [step(p), other(p)], rng.KEY
