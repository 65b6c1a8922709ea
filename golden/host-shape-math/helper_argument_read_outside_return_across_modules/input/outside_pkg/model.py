import jax
import jax.numpy as jnp

from .features import cols, depth, rows

EXAMPLES = [
    ("deep", "jnp.arange(8.0).reshape(4, 2)", "fails"),
    ("wide", "jnp.arange(8.0).reshape(2, 4)", "fails"),
    ("narrow", "jnp.arange(3.0).reshape(1, 3)", "fails"),
    ("first", "jnp.arange(8.0).reshape(4, 2)", "fails"),
]


@jax.jit
def deep(x):
    k = jnp.maximum(x.shape[0] // 4, 1)
    return jnp.zeros(depth(x, k))


@jax.jit
def wide(x):
    return jnp.ones((cols(x, jnp.maximum(x.shape[1] // 2, 1)), 2))


@jax.jit
def narrow(x):
    return jnp.ones((cols(x, jnp.minimum(x.shape[0], 1)), 2))


@jax.jit
def first(x):
    return x[: rows(x, jnp.maximum(x.shape[1] - 1, 1))]
