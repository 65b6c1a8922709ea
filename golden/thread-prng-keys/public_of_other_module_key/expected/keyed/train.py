import jax
import jax.numpy as jnp

import keyed.model as m
from . import rng


@jax.jit
def _step_pure(key, x):
    dropout_result, key = m._dropout_pure(key, x, 0.5)
    return dropout_result.sum(), key


def step(x):
    step_result, rng.key = _step_pure(rng.key, x)
    return step_result


def main():
    x = jnp.ones(4)
    return [m.dropout(x, 0.5), m.block(x), step(x), m.warm_up(x), step(x)], rng.key


if __name__ == "__main__":
    print(main()[0])
