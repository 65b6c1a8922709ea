"""A lone int in a place that takes a tuple too (`jnp.zeros(n)`, `x.reshape(n)`), computed with
jax.numpy from a name taken to be an int (a helper's parameter its calls do not prove, a static
argument without annotation): rewritten where the jax.numpy value is a scalar whatever that name
holds (a reduction, an element of an array, arithmetic of these), as the name's own use forces
it to be an int (a slice bound): the place gets an int in the original as on the host."""
import math
from functools import partial

import jax
import jax.numpy as jnp

SIZES = {"lead": 1}

EXAMPLES = [
    ("run_tails", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("run_flat_tail", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def tails(x, k):
    flat = jnp.zeros(math.prod(x.shape[k:]))
    n = math.prod(x.shape[:k]) * 2
    lead = jnp.ones(max(n, 3))
    first = jnp.ones(x.shape[k:][0] + 1)
    return flat, lead, first


@partial(jax.jit, static_argnums=1)
def flat_tail(x, k):
    return jnp.zeros(math.prod(x.shape) // math.prod(x.shape[:k]))


@jax.jit
def run_tails(x):
    return tails(x, SIZES["lead"])


def run_flat_tail(x):
    return flat_tail(x, 2)
