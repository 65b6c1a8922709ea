import math

import jax.numpy as jnp


def flat_size(x):
    return math.prod(x.shape)


def last_dim(x):
    return jnp.array(x.shape)[-1]


def _rows(x):
    dims = x.shape
    return dims[0]
