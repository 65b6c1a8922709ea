import jax
import jax.numpy as jnp

import keyed.model as m
from . import rng


@jax.jit
def step(x):
    return m.dropout(x, 0.5).sum()


def main():
    x = jnp.ones(4)
    return [m.dropout(x, 0.5), m.block(x), step(x), m.warm_up(x), step(x)], rng.key


if __name__ == "__main__":
    print(main()[0])
