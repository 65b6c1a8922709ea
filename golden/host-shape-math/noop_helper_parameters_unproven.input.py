"""A helper's parameter stays unproven when a call gives it a value that may be traced, when the
helper is public (code outside the run may pass a tracer) or read other than by calls: reported."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("traced_limit", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("public", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("as_value", "jnp.arange(12.0).reshape(3, 4)", "fails"),
]


def _head(x, limit):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def traced_limit(x):
    return x[: _head(x, x.shape[0])] * _head(x, x.sum())


def head(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def public(x):
    return x[: head(x, 2)]


def _size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


SIZES = {"size": _size}


@jax.jit
def as_value(x):
    return x[: _size(x)]
