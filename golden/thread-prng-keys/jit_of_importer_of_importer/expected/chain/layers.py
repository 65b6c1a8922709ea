import jax
import jax.numpy as jnp

from . import model, rng


@jax.jit
def _clip(x):
    return jnp.clip(x, -5.0, 5.0)


def _forward_pure(key, x):
    step_result, key = model._step_pure(key, x)
    return _clip(step_result) + 1.0, key


def forward(x):
    forward_result, rng.key = _forward_pure(rng.key, x)
    return forward_result
