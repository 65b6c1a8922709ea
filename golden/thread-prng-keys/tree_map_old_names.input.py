"""The old spellings of `tree_map` (`jax.tree_map`, `jax.tree_util.tree_multimap`, also imported
by name, `from jax import tree_multimap`), gone from the JAX of today, are the same `tree_map`:
their loops use `jax.tree_util.tree_flatten` and `tree_unflatten`, which every JAX has. (No
`main`: the original cannot run on the installed JAX.)"""
import jax
from jax import random
from jax import tree_multimap

key = random.PRNGKey(0)


def _noise(p):
    global key
    key, sub = random.split(key)
    return random.normal(sub, p.shape)


@jax.jit
def perturb(params):
    return jax.tree_map(_noise, params)


@jax.jit
def shifted(params, scales):
    out = jax.tree_util.tree_multimap(lambda p, s: p + s * _noise(p), params, scales)
    return out, tree_multimap(lambda p: 2 * _noise(p), params)
