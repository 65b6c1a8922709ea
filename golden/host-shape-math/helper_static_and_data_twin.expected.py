"""A helper whose one statement is a `return` of shape math, called both where a concrete value is
needed and as data, gets a host twin after it for the static calls (`num_features_static`); the
helper stays as it is for the calls as data."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("embed", "jnp.ones((2, 3, 4))", "fails"),
    ("sized", "jnp.ones((2, 3))", "fails"),
    ("split", "jnp.ones((2, 3, 4))", "fails"),
]


def num_features(x) -> jax.Array:
    """The number of features of each row of `x`."""
    return jnp.prod(jnp.array(x.shape[1:]))


def num_features_static(x):
    return math.prod(x.shape[1:])


@jax.jit
def embed(x):
    flat = x.reshape(x.shape[0], num_features_static(x))
    return flat.sum(1) / num_features(x)


def _size(x):
    return jnp.prod(jnp.array(x.shape))


def _size_static(x):
    return math.prod(x.shape)


@jax.jit
def sized(x):
    n = _size_static(x)
    return x.reshape((n,)) * _size(x)


def _dims(x):
    return jnp.prod(jnp.array(x.shape[:-1])), x.shape[-1]


def _dims_static(x):
    return math.prod(x.shape[:-1]), x.shape[-1]


@jax.jit
def split(x):
    lead, last = _dims_static(x)
    n, m = _dims(x[0])
    return x.reshape((lead, last)), x[0] * n + m
