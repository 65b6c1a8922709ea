import jax
import jax.numpy as jnp

from . import rng
from .layers import _spread_pure, spread
from .rng import _spread_pure as o_spread_pure, spread as rspread


def _scale_pure(KEY, p):
    spread_result, KEY = _spread_pure(KEY, p)
    spread_result_2, KEY = rng._spread_pure(KEY, p)
    return spread_result * spread_result_2, KEY


def scale(p):
    scale_result, rng.KEY = _scale_pure(rng.KEY, p)
    return scale_result


@jax.jit
def _step_pure(KEY, p):
    scale_result, KEY = _scale_pure(KEY, p)
    rspread_result, KEY = o_spread_pure(KEY, p)
    return scale_result * rspread_result, KEY


def step(p):
    step_result, rng.KEY = _step_pure(rng.KEY, p)
    return step_result


@jax.jit
def _other_pure(KEY, p):
    spread_result, KEY = rng._spread_pure(KEY, p)
    spread_result_2, KEY = _spread_pure(KEY, p)
    return spread_result * spread_result_2, KEY


def other(p):
    other_result, rng.KEY = _other_pure(rng.KEY, p)
    return other_result


def main():
    p = jnp.ones(2)
    return [step(p), other(p), spread(p), rspread(p)], rng.KEY
