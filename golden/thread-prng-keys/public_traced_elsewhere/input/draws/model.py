import jax
import jax.numpy as jnp

from . import rng
from .rng import sample as draw


@jax.jit
def step(x):
    return rng.sample(x) * 2.0 + draw(x)


def main():
    x = jnp.ones(3)
    first = rng.sample(x)
    second = step(x)
    third = jax.jit(rng.sample)(x)
    return [first, second, third, draw(x)], rng.key


if __name__ == "__main__":
    print(main()[0])
