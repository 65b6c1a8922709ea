import functools

import jax.numpy as jnp

from . import init, layers

half = functools.partial(layers.dropout, rate=0.5)


def main():
    x = jnp.ones(4)
    w, init.init_key = init.normal(init.init_key, x)
    v, init.init_key = init.normal(init.init_key, x)
    return [w, v], init.init_key


def regularized(w):
    return half(w)
