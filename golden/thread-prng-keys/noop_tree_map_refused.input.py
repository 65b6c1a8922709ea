"""`tree_map` forms whose loop form would not be exact, or that omnifix does not write: trees
unpacked, a tree by keyword, a lambda with a default value or whose parameter the function uses
elsewhere, a second tree built by other code (the loops would build it after flattening the
first), a `tree_map` after other code in its statement or evaluated only sometimes, beside another
threaded call. Nothing changes (all or nothing per key), each reported with its reason."""
import jax
import jax.numpy as jnp
from jax import random
from jax.tree_util import tree_map

key = random.PRNGKey(0)
SEEN = []


def _noise(p):
    global key
    key, sub = random.split(key)
    return random.normal(sub, p.shape)


def _seen(tree):
    SEEN.append(tree)
    return tree


@jax.jit
def unpacked(trees):
    return tree_map(_noise, *trees)


@jax.jit
def keyword(params):
    return tree_map(_noise, tree=params)


@jax.jit
def defaulted(params):
    return tree_map(lambda p, scale=2.0: scale * _noise(p), params)


@jax.jit
def reused(params):
    p = params["w"]
    return tree_map(lambda p: p + _noise(p), params), p


@jax.jit
def built(params):
    return tree_map(lambda p, q: q * _noise(p), params, _seen(params))


@jax.jit
def after(params):
    return _seen(params), tree_map(_noise, params)


@jax.jit
def sometimes(params, flag):
    return tree_map(_noise, params) if flag else params


@jax.jit
def beside(params):
    return tree_map(_noise, params), _noise(params["w"])
