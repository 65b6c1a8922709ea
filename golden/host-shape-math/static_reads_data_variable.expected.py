"""A variable or helper whose every use needs a concrete value is rewritten in place; a variable
its value reads that stays data gets a host twin, which the rewritten value reads."""
import math

import jax.numpy as jnp

EXAMPLES = [
    ("flatten", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("per_row", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("trailing", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("logged", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("spread", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("spread", "jnp.arange(5.0)", "fails"),
    ("folded", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def flatten(x):
    shape = jnp.array(x.shape)
    shape_static = x.shape
    n = math.prod(shape_static)
    return x.reshape((n,)), shape


def per_row(x):
    rows = x.shape[0]
    sizes = jnp.array(x.shape)
    sizes_static = x.shape
    n = math.prod(sizes_static) // rows
    return x.reshape((rows, n)), sizes


def trailing(x):
    dims = jnp.array(x.shape)
    dims_static = x.shape
    inner = dims_static[1:]
    return x.reshape((x.shape[0], math.prod(inner))), dims


def _flat_size(x, log):
    extent = jnp.array(x.shape)
    extent_static = x.shape
    log.append(extent)
    return math.prod(extent_static)


def logged(x):
    log = []
    flat = x.reshape((_flat_size(x, log),))
    return flat, log[0]


def spread(x):
    widths = jnp.array(x.shape)
    widths_static = x.shape
    if x.ndim > 1:
        n = math.prod(widths_static[1:])
    else:
        n = 1
    return x.reshape((x.shape[0], n)), widths


def folded(x):
    axes = jnp.array(x.shape)
    axes_static = x.shape
    n = 1
    for i in range(1, x.ndim):
        n = n * axes_static[i]
    return x.reshape((-1, n)), axes
