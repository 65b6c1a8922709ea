"""A helper's shape math on a parameter every call gives an int stays when a call uses its value
as data (a host value would change its type): reported at its `return`, with the host form."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("first_batch", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("scaled", "jnp.arange(12.0).reshape(3, 4)", "works"),
]


def batch_size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def first_batch(x):
    return x[: batch_size(x, 2)]


@jax.jit
def scaled(x):
    return x / batch_size(x)
