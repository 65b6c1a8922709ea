"""A helper's parameter given a static argument without annotation by every call of the run: the
shape math reaching a place that needs an int makes it one wherever the original works."""

from functools import partial

import jax

EXAMPLES = [
    ("run_pool", "jnp.arange(12.0).reshape(2, 6)", "fails"),
]


def patches(x, size):
    h = x.shape[-1]
    n = h // size
    return x.reshape(x.shape[:-1] + (n, size))


@partial(jax.jit, static_argnums=(1,))
def pool(x, size):
    return patches(x, size).mean(-1)


def run_pool(x):
    return pool(x, 3)
