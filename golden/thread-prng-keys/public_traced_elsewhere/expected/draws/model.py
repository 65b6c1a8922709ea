import jax
import jax.numpy as jnp

from . import rng
from .rng import _sample_pure, sample as draw


@jax.jit
def _step_pure(key, x):
    sample_result, key = rng._sample_pure(key, x)
    draw_result, key = _sample_pure(key, x)
    return sample_result * 2.0 + draw_result, key


def step(x):
    step_result, rng.key = _step_pure(rng.key, x)
    return step_result


def main():
    x = jnp.ones(3)
    first = rng.sample(x)
    second = step(x)
    third, rng.key = jax.jit(rng._sample_pure)(rng.key, x)
    return [first, second, third, draw(x)], rng.key


if __name__ == "__main__":
    print(main()[0])
