import functools

import jax
import jax.numpy as jnp

from . import init, layers


def main():
    x = jnp.ones(4)
    w = init.normal(x)
    v = init.normal(x)
    return [w, v], init.init_key


@jax.jit
def regularized(w):
    return functools.partial(layers.dropout, rate=0.5)(w)
