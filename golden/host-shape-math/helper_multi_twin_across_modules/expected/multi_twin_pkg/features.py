import math

import jax.numpy as jnp


def num_features(x):
    dims = jnp.array(x.shape[1:])
    size = jnp.prod(dims)
    return size


def num_features_static(x):
    dims = x.shape[1:]
    size = math.prod(dims)
    return size


def batch_size(x, limit):
    return jnp.minimum(limit, x.shape[0])


def batch_size_static(x, limit):
    return min(limit, x.shape[0])
