"""`tree_map(f, tree)` of a function splitting the global key, by name or in a lambda, becomes
`leaves, treedef = tree_flatten(tree)`, a loop over the leaves threading the key and
`tree_unflatten(treedef, values)`: `tree_map` calls its function on the leaves of `tree_flatten`
in that order. `is_leaf` (here making the tuple one leaf) goes to `tree_flatten`; other trees are flattened up to the first's
structure (`treedef.flatten_up_to`) and zipped, as `tree_map` does; a `None` is no leaf, kept by
the structure. Also in a larger expression after pure code, and in `main`, keeping the state."""
import jax
import jax.numpy as jnp
import jax.tree_util as jtu
from jax import random

key = random.PRNGKey(7)


def _noise(key, p):
    key, sub = random.split(key)
    return random.normal(sub, p.shape), key


def _sample_pure(key, p, scale):
    key, sub = random.split(key)
    return scale * random.uniform(sub, p.shape), key


def sample(p, scale):
    global key
    sample_result, key = _sample_pure(key, p, scale)
    return sample_result


@jax.jit
def _perturb_pure(key, params):
    leaves, treedef = jax.tree_util.tree_flatten(params)
    values_2 = []
    for leaf in leaves:
        _noise_result, key = _noise(key, leaf)
        values_2.append(_noise_result)
    noisy = jax.tree_util.tree_unflatten(treedef, values_2)
    return noisy, key


def perturb(params):
    global key
    perturb_result, key = _perturb_pure(key, params)
    return perturb_result


@jax.jit
def _shifted_pure(key, params):
    leaves_2, treedef_2 = jtu.tree_flatten(params)
    values_3 = []
    for p in leaves_2:
        _noise_result, key = _noise(key, p)
        values_3.append(p * _noise_result)
    return jtu.tree_unflatten(treedef_2, values_3), key


def shifted(params):
    global key
    shifted_result, key = _shifted_pure(key, params)
    return shifted_result


@jax.jit
def _grouped_pure(key, params):
    leaves_3, treedef_3 = jtu.tree_flatten(params, is_leaf=lambda n: isinstance(n, tuple))
    values_4 = []
    for p in leaves_3:
        _noise_result, key = _noise(key, jnp.asarray(p))
        values_4.append(_noise_result)
    stacked = jtu.tree_unflatten(treedef_3, values_4)
    leaves_4, treedef_4 = jtu.tree_flatten(params, is_leaf=lambda n: n is params["b"])
    values_5 = []
    for leaf_2 in leaves_4:
        _noise_result, key = _noise(key, leaf_2)
        values_5.append(_noise_result)
    return (stacked, jtu.tree_unflatten(treedef_4, values_5)), key


def grouped(params):
    global key
    grouped_result, key = _grouped_pure(key, params)
    return grouped_result


@jax.jit
def _scaled_pure(key, params, scales):
    leaves_5, treedef_5 = jax.tree_util.tree_flatten(params)
    leaves_6 = treedef_5.flatten_up_to(scales)
    values_6 = []
    for leaf_3, leaf_4 in zip(leaves_5, leaves_6):
        sample_result, key = _sample_pure(key, leaf_3, leaf_4)
        values_6.append(sample_result)
    drawn = jax.tree_util.tree_unflatten(treedef_5, values_6)
    leaves_7, treedef_6 = jtu.tree_flatten(params)
    leaves_8 = treedef_6.flatten_up_to(scales)
    values_7 = []
    for p, s in zip(leaves_7, leaves_8):
        sample_result, key = _sample_pure(key, p, s)
        values_7.append(p * s * sample_result)
    return (drawn, jtu.tree_unflatten(treedef_6, values_7)), key


def scaled(params, scales):
    global key
    scaled_result, key = _scaled_pure(key, params, scales)
    return scaled_result


@jax.jit
def _total_pure(key, params):
    leaves_9, treedef_7 = jtu.tree_flatten(params)
    values_8 = []
    for p in leaves_9:
        _noise_result, key = _noise(key, p)
        values_8.append(_noise_result.sum())
    return 2 * len(params) + jtu.tree_reduce(jnp.add, jtu.tree_unflatten(treedef_7, values_8)), key


def total(params):
    global key
    total_result, key = _total_pure(key, params)
    return total_result


def main():
    global key
    params = {"a": None, "b": jnp.zeros(2), "w": (jnp.ones(2), 2 * jnp.ones(2))}
    scales = {"a": None, "b": 2.0, "w": (4.0, 0.5)}
    values = [perturb(params), shifted(params), grouped(params), scaled(params, scales)]
    values.append(total(params))
    leaves_10, treedef_8 = jtu.tree_flatten(params)
    values_9 = []
    for leaf_5 in leaves_10:
        _noise_result, key = _noise(key, leaf_5)
        values_9.append(_noise_result)
    values.append(jtu.tree_unflatten(treedef_8, values_9))
    return values, key
