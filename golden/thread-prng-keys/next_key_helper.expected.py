"""A module-level next_key() helper, the common real form: every function calling it is impure too."""
from functools import partial

import jax
from jax import random

_KEY = random.PRNGKey(42)


def _next_key_pure(_KEY):
    _KEY, sub = random.split(_KEY)
    return sub, _KEY


def next_key():
    global _KEY
    next_key_result, _KEY = _next_key_pure(_KEY)
    return next_key_result


def _init_layer_pure(_KEY, n_in, n_out):
    next_key_result, _KEY = _next_key_pure(_KEY)
    w = random.normal(next_key_result, (n_in, n_out))
    next_key_result, _KEY = _next_key_pure(_KEY)
    b = random.normal(next_key_result, (n_out,))
    return (w, b), _KEY


def init_layer(n_in, n_out):
    global _KEY
    init_layer_result, _KEY = _init_layer_pure(_KEY, n_in, n_out)
    return init_layer_result


@partial(jax.jit, static_argnums=(1,))
def _init_mlp_pure(_KEY, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        layer, _KEY = _init_layer_pure(_KEY, n_in, n_out)
        params.append(layer)
    return params, _KEY


def init_mlp(sizes):
    global _KEY
    init_mlp_result, _KEY = _init_mlp_pure(_KEY, sizes)
    return init_mlp_result


def main():
    first = init_mlp((2, 3, 1))
    second = init_mlp((2, 3, 1))
    return [first, second], _KEY
