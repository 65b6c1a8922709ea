"""A helper's shape math on a parameter stays when a call uses its value as data (a host value
would change its type) and a call gives that parameter an array, whose host twin would need a
host int there: reported at the static call."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("first_batch", "jnp.arange(12.0).reshape(3, 4), 2", "fails"),
    ("scaled", "jnp.arange(12.0).reshape(3, 4)", "works"),
]


def batch_size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


@jax.jit
def first_batch(x, limit):
    return x[: batch_size(x, limit)]


@jax.jit
def scaled(x):
    return x / batch_size(x)
