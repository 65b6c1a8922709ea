import jax.numpy as jnp

from . import rng
from .train import step


def main():
    step_result, rng.key = step(rng.key, jnp.ones(4) * 2)
    return [step_result], rng.key
