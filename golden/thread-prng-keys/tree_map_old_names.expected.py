"""The old spellings of `tree_map` (`jax.tree_map`, `jax.tree_util.tree_multimap`, also imported
by name, `from jax import tree_multimap`), gone from the JAX of today, are the same `tree_map`:
their loops use `jax.tree_util.tree_flatten` and `tree_unflatten`, which every JAX has. (No
`main`: the original cannot run on the installed JAX.)"""
import jax
from jax import random
from jax.tree_util import tree_flatten, tree_unflatten

key = random.PRNGKey(0)


def _noise(key, p):
    key, sub = random.split(key)
    return random.normal(sub, p.shape), key


@jax.jit
def _perturb_pure(key, params):
    leaves, treedef = tree_flatten(params)
    values = []
    for leaf in leaves:
        _noise_result, key = _noise(key, leaf)
        values.append(_noise_result)
    return tree_unflatten(treedef, values), key


def perturb(params):
    global key
    perturb_result, key = _perturb_pure(key, params)
    return perturb_result


@jax.jit
def _shifted_pure(key, params, scales):
    leaves_2, treedef_2 = jax.tree_util.tree_flatten(params)
    leaves_3 = treedef_2.flatten_up_to(scales)
    values_2 = []
    for p, s in zip(leaves_2, leaves_3):
        _noise_result, key = _noise(key, p)
        values_2.append(p + s * _noise_result)
    out = jax.tree_util.tree_unflatten(treedef_2, values_2)
    leaves_4, treedef_3 = tree_flatten(params)
    values_3 = []
    for p in leaves_4:
        _noise_result, key = _noise(key, p)
        values_3.append(2 * _noise_result)
    return (out, tree_unflatten(treedef_3, values_3)), key


def shifted(params, scales):
    global key
    shifted_result, key = _shifted_pure(key, params, scales)
    return shifted_result
