import math

import jax.numpy as jnp

EXAMPLES = [
    ("flatten", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("head", "jnp.arange(5.0)", "fails"),
    ("shifted", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def flatten(x):
    shape = jnp.array(x.shape)
    shape_static = x.shape
    return x.reshape(math.prod(shape_static)), shape


def head(x):
    n = jnp.int32(x.shape[0])
    n_static = x.shape[0]
    return x[: min(n_static, 2)], n


def shifted(x):
    axes = jnp.arange(x.ndim)
    axes_static = tuple(range(x.ndim))
    return x.transpose(tuple(i - 1 for i in axes_static)), axes
