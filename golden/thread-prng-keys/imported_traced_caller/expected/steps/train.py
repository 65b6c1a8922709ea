import jax
import jax.numpy as jnp

from . import rng
from .model import dropout


@jax.jit
def step(key, x):
    dropout_result, key = dropout(key, x, 0.5)
    return dropout_result.sum(), key


def main():
    x = jnp.ones(4)
    step_result, rng.key = step(rng.key, x)
    step_result_2, rng.key = step(rng.key, x)
    return [step_result, step_result_2], rng.key
