import jax
import jax.numpy as jnp
from jax import random

import reexp
from .layers import _noisy_pure, noisy
import reexp.rng
from reexp.rng import _next_key_pure


@jax.jit
def _step_pure(key, x):
    noisy_result, key = _noisy_pure(key, x)
    next_key_result, key = _next_key_pure(key)
    return noisy_result * random.uniform(next_key_result, x.shape), key


def step(x):
    step_result, reexp.rng.key = _step_pure(reexp.rng.key, x)
    return step_result


def main():
    x = jnp.arange(1.0, 5.0)
    return [step(x), step(x), noisy(x), reexp.next_key()], reexp.rng.key
