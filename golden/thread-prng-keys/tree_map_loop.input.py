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
from jax.tree_util import tree_map as tm

key = random.PRNGKey(7)


def _noise(p):
    global key
    key, sub = random.split(key)
    return random.normal(sub, p.shape)


def sample(p, scale):
    global key
    key, sub = random.split(key)
    return scale * random.uniform(sub, p.shape)


@jax.jit
def perturb(params):
    noisy = jax.tree_util.tree_map(_noise, params)
    return noisy


@jax.jit
def shifted(params):
    return tm(lambda p: p * _noise(p), params)


@jax.jit
def grouped(params):
    stacked = jtu.tree_map(lambda p: _noise(jnp.asarray(p)), params, is_leaf=lambda n: isinstance(n, tuple))
    return stacked, jtu.tree_map(_noise, params, is_leaf=lambda n: n is params["b"])


@jax.jit
def scaled(params, scales):
    drawn = jax.tree_util.tree_map(sample, params, scales)
    return drawn, tm(lambda p, s: p * s * sample(p, s), params, scales)


@jax.jit
def total(params):
    return 2 * len(params) + jtu.tree_reduce(jnp.add, tm(lambda p: _noise(p).sum(), params))


def main():
    params = {"a": None, "b": jnp.zeros(2), "w": (jnp.ones(2), 2 * jnp.ones(2))}
    scales = {"a": None, "b": 2.0, "w": (4.0, 0.5)}
    values = [perturb(params), shifted(params), grouped(params), scaled(params, scales)]
    values.append(total(params))
    values.append(tm(_noise, params))
    return values, key
