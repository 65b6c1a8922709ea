import jax
import jax.numpy as jnp

from . import features

ROWS = 4

EXAMPLES = [("flatten", "jnp.arange(16.0).reshape(2, 2, 4)", "fails")]


@jax.jit
def deep(x):
    return jnp.zeros((x.shape[0], features.depth(x)))


@jax.jit
def deep_rows(x):
    return x[: features.depth(x)]


@jax.jit
def flatten(x):
    return x.reshape((x.shape[0], features.flat(x)))
