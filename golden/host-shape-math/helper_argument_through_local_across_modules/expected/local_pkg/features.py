import math

import jax.numpy as jnp


def pad_rows(x, n):
    return jnp.zeros((n, x.shape[1]))


def num_tokens(x, size):
    return math.prod(x.shape[1:]) // size
