import jax

from . import rng


@jax.jit
def _scale(x):
    return 2.0 * x


def step(x):
    return _scale(rng.noise(x))
