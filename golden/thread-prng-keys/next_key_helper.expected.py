"""A module-level next_key() helper, the common real form: every function calling it is impure too."""
from functools import partial

import jax
from jax import random

_KEY = random.PRNGKey(42)


def next_key(_KEY):
    _KEY, sub = random.split(_KEY)
    return sub, _KEY


def init_layer(_KEY, n_in, n_out):
    next_key_result, _KEY = next_key(_KEY)
    w = random.normal(next_key_result, (n_in, n_out))
    next_key_result, _KEY = next_key(_KEY)
    b = random.normal(next_key_result, (n_out,))
    return (w, b), _KEY


@partial(jax.jit, static_argnums=(1,))
def init_mlp(_KEY, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        layer, _KEY = init_layer(_KEY, n_in, n_out)
        params.append(layer)
    return params, _KEY


def main():
    global _KEY
    first, _KEY = init_mlp(_KEY, (2, 3, 1))
    second, _KEY = init_mlp(_KEY, (2, 3, 1))
    return [first, second], _KEY
