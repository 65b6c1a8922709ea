"""`int()` of shape math made of Python ints alone (shapes, `len()`, int literals) goes with the
rewrite: on the host it would change nothing. It stays where the host form may be another number:
of a static argument or a variable (a numpy int, which `int()` converts), or of a float."""
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("total", "jnp.ones((2, 3))", "fails"),
    ("halves", "jnp.ones((4, 3))", "fails"),
    ("run_limited", "jnp.ones((4, 3))", "fails"),
]


@jax.jit
def total(x):
    return x.reshape(int(jnp.prod(jnp.array(x.shape))))


@jax.jit
def halves(x):
    return jnp.zeros((3 * int(jnp.sum(jnp.array(x.shape)) // 2), int(jnp.maximum(len(x), 2))))


@partial(jax.jit, static_argnums=1)
def limited(x, k: int):
    return x[: int(jnp.minimum(k, x.shape[0]))], jnp.zeros(int(jnp.sqrt(x.shape[0])))


def run_limited(x):
    return limited(x, 2)
