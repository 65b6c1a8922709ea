import jax

from . import model, rng


@jax.jit
def _step_pure(_key, x):
    return model._apply_pure(_key, x)


def step(x):
    step_result, rng._key = _step_pure(rng._key, x)
    return step_result
