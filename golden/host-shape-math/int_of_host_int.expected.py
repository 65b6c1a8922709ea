"""`int()` of shape math made of Python ints alone (shapes, `len()`, int literals) goes with the
rewrite: on the host it would change nothing. It stays where the host form may be another number:
of a static argument or a variable (a numpy int, which `int()` converts), or of a float."""
import math
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("total", "jnp.ones((2, 3))", "fails"),
    ("halves", "jnp.ones((4, 3))", "fails"),
    ("run_limited", "jnp.ones((4, 3))", "fails"),
]


@jax.jit
def total(x):
    return x.reshape(math.prod(x.shape))


@jax.jit
def halves(x):
    return jnp.zeros((3 * (sum(x.shape) // 2), max(len(x), 2)))


@partial(jax.jit, static_argnums=1)
def limited(x, k: int):
    return x[: int(min(k, x.shape[0]))], jnp.zeros(int(np.sqrt(x.shape[0], dtype=jnp.result_type(float))))


def run_limited(x):
    return limited(x, 2)
