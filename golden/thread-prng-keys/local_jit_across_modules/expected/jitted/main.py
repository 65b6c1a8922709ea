from functools import partial

import jax

from . import model
from .model import _step_pure

_fast = jax.jit(model._step_pure)


def main():
    fast = jax.jit(model._step_pure)
    a, model.key = fast(model.key, 1)
    b, model.key = fast(model.key, 2)
    quick = partial(jax.jit, static_argnums=2)(_step_pure)
    c, model.key = quick(model.key, 3, 4)
    d = model.step(3)
    e = run(5)
    f = helper(6)
    g, model.key = _fast(model.key, 7)
    return [a, b, c, d, e, f, g], model.key


@jax.jit
def _run_pure(key, x):
    inner = jax.jit(_step_pure)
    inner_result, key = inner(key, x)
    inner_result_2, key = inner(key, x + 1)
    return inner_result + inner_result_2, key


def run(x):
    run_result, model.key = _run_pure(model.key, x)
    return run_result


@jax.jit
def _helper_pure(key, x):
    _fast_result, key = _fast(key, x)
    return _fast_result * 2, key


def helper(x):
    helper_result, model.key = _helper_pure(model.key, x)
    return helper_result
