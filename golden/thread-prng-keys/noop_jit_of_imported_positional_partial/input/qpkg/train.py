import functools

import jax
import jax.numpy as jnp

from . import model
from .model import apply

PARAMS = jnp.eye(2)
step = jax.jit(functools.partial(apply, PARAMS))
_step = jax.jit(functools.partial(apply, PARAMS, depth=2))


def main():
    x = jnp.ones((1, 2))
    return (step(x), _step(x)), model.rng.key
