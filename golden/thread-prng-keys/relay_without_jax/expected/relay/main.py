import jax
import jax.numpy as jnp

from . import mid, rng


@jax.jit
def _step_pure(KEY, x):
    perturb_result, KEY = mid._perturb_pure(KEY, x)
    return perturb_result * 2, KEY


def step(x):
    step_result, rng.KEY = _step_pure(rng.KEY, x)
    return step_result


def main():
    x = jnp.ones(3)
    return [step(x), step(x)], rng.KEY
