import jax
import numpy as np

from . import rng


def main():
    x = np.zeros(3, dtype=np.int32)
    first = jax.jit(lambda v: rng.noisy_steps(v, 3))(x)
    second = jax.jit(lambda v, n: rng.noisy_steps(v, n), static_argnums=1)(x, 2)
    print(jax.jit(lambda v: rng.noisy_steps(v, 1))(x))
    return [first, second], rng.key
