import jax

from . import rng


@jax.jit
def _scale(x):
    return 2.0 * x


def _step_pure(key, x):
    noise_result, key = rng._noise_pure(key, x)
    return _scale(noise_result), key


def step(x):
    step_result, rng.key = _step_pure(rng.key, x)
    return step_result
