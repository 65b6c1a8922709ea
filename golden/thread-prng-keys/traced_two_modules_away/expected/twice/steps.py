import jax

from . import model
import twice.rng


@jax.jit
def _step_pure(_key, x):
    return model._apply_pure(_key, x)


def step(x):
    step_result, twice.rng._key = _step_pure(twice.rng._key, x)
    return step_result
