import functools

import jax
import jax.numpy as jnp

from . import model
from .model import apply

PARAMS = jnp.eye(2)
step = jax.jit(functools.partial(apply, PARAMS))
_deep = jax.jit(functools.partial(apply, PARAMS, depth=2))
_fast = jax.jit(functools.partial(model.apply, PARAMS), static_argnums=1)


def main():
    x = jnp.ones((1, 2))
    values = [step(x)]
    values.append(step(x=x))
    values.append(_deep(x))
    values.append(_deep(x=x))
    values.append(_fast(x, 2))
    return values, model.rng.key
