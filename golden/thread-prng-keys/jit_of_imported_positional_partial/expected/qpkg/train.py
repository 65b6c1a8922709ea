import jax
import jax.numpy as jnp

from . import model, rng as orng
from .model import _apply_pure

PARAMS = jnp.eye(2)


def _step_partial(key, x, depth=1):
    return _apply_pure(key, PARAMS, x, depth)


_step_pure = jax.jit(_step_partial)


def step(*args, **kwargs):
    step_result, orng.key = _step_pure(orng.key, *args, **kwargs)
    return step_result


def _deep_partial(key, x, *, depth=2):
    return _apply_pure(key, PARAMS, x, depth=depth)


_deep = jax.jit(_deep_partial)


def _fast_partial(key, x, depth=1):
    return model._apply_pure(key, PARAMS, x, depth)


_fast = jax.jit(_fast_partial, static_argnums=2)


def main():
    x = jnp.ones((1, 2))
    values = [step(x)]
    values.append(step(x=x))
    _deep_result, orng.key = _deep(orng.key, x)
    values.append(_deep_result)
    _deep_result, orng.key = _deep(orng.key, x=x)
    values.append(_deep_result)
    _fast_result, orng.key = _fast(orng.key, x, 2)
    values.append(_fast_result)
    return values, model.rng.key
