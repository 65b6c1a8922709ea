import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("flatten", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("pad_last", "jnp.arange(6.0).reshape(3, 2)", "fails"),
]


def _flat_size(x):
    return math.prod(x.shape)


def _last_dim(x):
    dims = x.shape
    return dims[-1]


def _numel(x):
    return _flat_size(x)


@jax.jit
def flatten(x):
    return x.reshape((_flat_size(x),)), x.reshape(_numel(x))


@jax.jit
def pad_last(x):
    width = _last_dim(x)
    return jnp.zeros((x.shape[0], width + 1)).at[:, :width].set(x)
