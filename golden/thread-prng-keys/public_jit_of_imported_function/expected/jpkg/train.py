import jax
import jax.numpy as jnp

from . import model, rng as orng
from .model import _apply_pure

_step_pure = jax.jit(_apply_pure, static_argnums=(3,))


def step(*args, **kwargs):
    step_result, orng.key = _step_pure(orng.key, *args, **kwargs)
    return step_result


@jax.jit
def _twice_pure(key, params, x):
    step_result, key = _step_pure(key, params, x, 2)
    step_result_2, key = _step_pure(key, params, x)
    return step_result - step_result_2, key


def twice(params, x):
    twice_result, orng.key = _twice_pure(orng.key, params, x)
    return twice_result


def main():
    params, x = jnp.eye(2), jnp.ones((1, 2))
    return (step(params, x), step(params, x, depth=2), twice(params, x)), model.rng.key
