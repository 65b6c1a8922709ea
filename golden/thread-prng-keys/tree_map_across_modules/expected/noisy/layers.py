"""Imports the splitting function by name only: the loop calls `_noise_pure`, imported beside it,
with `noisy.rng.KEY`; `show`, never traced, keeps calling `noise`."""
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


def show(params):
    return tree_map(noise, params)
