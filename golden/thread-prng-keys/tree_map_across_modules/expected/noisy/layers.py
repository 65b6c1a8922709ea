"""Imports the splitting function by name only: the loop calls `_noise_pure`, imported beside it,
with `noisy.rng.KEY`; also in `scatter`, which is not jitted but traced by `model.step`; `show`,
never traced, keeps calling `noise`."""
import jax
from jax.tree_util import tree_flatten, tree_map, tree_unflatten

import noisy.rng
from noisy.rng import _noise_pure, noise


@jax.jit
def _jitter_pure(KEY, params):
    leaves, treedef = tree_flatten(params)
    values = []
    for leaf in leaves:
        noise_result, KEY = _noise_pure(KEY, leaf)
        values.append(noise_result)
    return tree_unflatten(treedef, values), KEY


def jitter(params):
    jitter_result, noisy.rng.KEY = _jitter_pure(noisy.rng.KEY, params)
    return jitter_result


def _scatter_pure(KEY, params):
    leaves_2, treedef_2 = tree_flatten(params)
    values_2 = []
    for leaf_2 in leaves_2:
        noise_result, KEY = _noise_pure(KEY, leaf_2)
        values_2.append(noise_result)
    return tree_unflatten(treedef_2, values_2), KEY


def scatter(params):
    scatter_result, noisy.rng.KEY = _scatter_pure(noisy.rng.KEY, params)
    return scatter_result


def show(params):
    return tree_map(noise, params)
