import jax
import jax.numpy as jnp

from . import rng
from .layers import spread
from .rng import spread as rspread


def scale(p):
    return spread(p) * rng.spread(p)


@jax.jit
def step(p):
    return scale(p) * rspread(p)


@jax.jit
def other(p):
    return rng.spread(p) * spread(p)


def main():
    p = jnp.ones(2)
    return [step(p), other(p), spread(p), rspread(p)], rng.KEY
