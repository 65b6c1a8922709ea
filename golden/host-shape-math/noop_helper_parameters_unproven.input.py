"""A helper's parameter stays unproven when a call gives it a value that may be traced, or when
the helper is read other than by calls: reported."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("traced_limit", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("as_value", "jnp.arange(12.0).reshape(3, 4)", "fails"),
]


def _head(x, limit):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def traced_limit(x):
    return x[: _head(x, x.shape[0])] * _head(x, x.sum())


def _size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


SIZES = {"size": _size}


@jax.jit
def as_value(x):
    return x[: _size(x)]
