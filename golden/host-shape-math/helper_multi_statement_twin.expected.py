"""A helper of several statements, assignments of shape math to variables it reads only in its
`return`, called both where a concrete value is needed and as data, gets a host twin copying its
body, each statement's shape math computed on the host as rewriting the helper in place would
(`size = math.prod(x.shape)`); the helper stays as it is for the calls as data."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("flatten", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("split", "jnp.ones((2, 3, 4)), jnp.ones((3, 2))", "fails"),
    ("attend", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def features(x):
    size = jnp.prod(jnp.array(x.shape))
    return size // x.shape[0]


def features_static(x):
    size = math.prod(x.shape)
    return size // x.shape[0]


@jax.jit
def flatten(x):
    return x.reshape((x.shape[0], features_static(x))), features(x) * 1.0


def _dims(x):
    """The rows of `x`, and its width."""
    lead = jnp.prod(jnp.array(x.shape[:-1]))
    return lead, x.shape[-1]


def _dims_static(x):
    lead = math.prod(x.shape[:-1])
    return lead, x.shape[-1]


@jax.jit
def split(x, y):
    lead, last = _dims_static(x)
    n, m = _dims(y)
    return x.reshape((lead, last)), y * n + m


def _heads(x, heads=4):
    width = x.shape[-1]
    dims = jnp.array(x.shape[:-1])
    rows = jnp.prod(dims)
    return rows, width // heads


def _heads_static(x, heads=4):
    width = x.shape[-1]
    dims = x.shape[:-1]
    rows = math.prod(dims)
    return rows, width // heads


@jax.jit
def attend(x):
    rows, d = _heads_static(x, 2)
    return x.reshape((rows, 2, d)), _heads(x)[0] * 1.0
