import jax
import numpy as np

from . import rng


def main():
    x = np.zeros(3, dtype=np.int32)
    first, rng.key = jax.jit(lambda key, v: rng._noisy_steps_pure(key, v, 3))(rng.key, x)
    second, rng.key = jax.jit(lambda key, v, n: rng._noisy_steps_pure(key, v, n), static_argnums=2)(rng.key, x, 2)
    noisy_steps_result, rng.key = jax.jit(lambda key, v: rng._noisy_steps_pure(key, v, 1))(rng.key, x)
    print(noisy_steps_result)
    return [first, second], rng.key
