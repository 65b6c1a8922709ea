import jax
import jax.numpy as jnp
from jax import random

import initpkg
from .layers import noisy
from .model import _dropout
from .sub.blocks import block


@jax.jit
def _step_pure(_key, x):
    _dropout_result, _key = _dropout(_key, x, 0.5)
    next_key_result, _key = initpkg._next_key_pure(_key)
    return _dropout_result + random.uniform(next_key_result, x.shape), _key


def step(x):
    step_result, initpkg._key = _step_pure(initpkg._key, x)
    return step_result


def main():
    x = jnp.arange(1.0, 5.0)
    values = [noisy(x), noisy(x), step(x), step(x), block(x), initpkg.next_key()]
    return values, initpkg._key
