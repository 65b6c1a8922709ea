"""A helper's value reaching a static place through the caller's own shape math: the caller's
rewrite relies on what the helper's does, the static argument without annotation its call gives
being an int, and its help says so too."""
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("run_first_blocks", "jnp.arange(12.0)", "fails"),
    ("run_padded", "jnp.arange(5.0)", "fails"),
]


def _blocks(x, k):
    return max(x.shape[0] // k, 1)


@partial(jax.jit, static_argnums=1)
def first_blocks(x, k):
    return x[: min(_blocks(x, k), 4)]


@partial(jax.jit, static_argnums=1)
def padded(x, k):
    n = max(_blocks(x, k) - 1, 2)
    return jnp.zeros((n, 2))


def run_first_blocks(x):
    return first_blocks(x, 2)


def run_padded(x):
    return padded(x, 3)
