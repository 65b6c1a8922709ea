"""A module-level next_key() helper, the common real form: every function calling it is impure too."""
from functools import partial

import jax
from jax import random

_KEY = random.PRNGKey(42)


def next_key():
    global _KEY
    _KEY, sub = random.split(_KEY)
    return sub


def init_layer(n_in, n_out):
    w = random.normal(next_key(), (n_in, n_out))
    b = random.normal(next_key(), (n_out,))
    return w, b


@partial(jax.jit, static_argnums=(0,))
def init_mlp(sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        layer = init_layer(n_in, n_out)
        params.append(layer)
    return params


def main():
    first = init_mlp((2, 3, 1))
    second = init_mlp((2, 3, 1))
    return [first, second], _KEY
