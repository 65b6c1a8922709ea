"""The key and the functions splitting it; traced importers map them over trees (`spread`, not
jitted, is traced by `model.step`)."""
import jax
from jax import random

KEY = random.PRNGKey(3)


def _noise_pure(KEY, p):
    KEY, sub = random.split(KEY)
    return random.normal(sub, p.shape), KEY


def noise(p):
    global KEY
    noise_result, KEY = _noise_pure(KEY, p)
    return noise_result


def _local(KEY, p):
    KEY, sub = random.split(KEY)
    return 2 * random.uniform(sub, p.shape), KEY


def _spread_pure(KEY, params):
    leaves, treedef = jax.tree_util.tree_flatten(params)
    values = []
    for leaf in leaves:
        _local_result, KEY = _local(KEY, leaf)
        values.append(_local_result)
    return jax.tree_util.tree_unflatten(treedef, values), KEY


def spread(params):
    global KEY
    spread_result, KEY = _spread_pure(KEY, params)
    return spread_result


def main():
    global KEY
    noise_result, KEY = jax.jit(_noise_pure)(KEY, jax.numpy.ones(2))
    return [noise_result], KEY
