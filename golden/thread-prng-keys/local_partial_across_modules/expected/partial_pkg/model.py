import functools

import jax
import jax.numpy as jnp

from . import rng
from .rng import _noise_pure, noise


@jax.jit
def _step_pure(key, x):
    f = functools.partial(rng._noise_pure, scale=2.0)
    g = functools.partial(_noise_pure, scale=3.0)
    f_result, key = f(key, x)
    g_result, key = g(key, x)
    return f_result * g_result, key


def step(x):
    step_result, rng.key = _step_pure(rng.key, x)
    return step_result


def main():
    x = jnp.arange(1.0, 4.0)
    return [step(x), step(x), noise(x, 0.5)], rng.key
