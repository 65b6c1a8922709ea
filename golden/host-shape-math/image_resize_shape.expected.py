"""`jax.image.resize` and `jax.image.scale_and_translate` take a static `shape` (by position and
by keyword): shape math given there is computed on the host."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("down", "jnp.ones((4, 6))", "fails"),
    ("up", "jnp.ones((2, 3))", "fails"),
    ("moved", "jnp.ones((4, 4))", "fails"),
]


@jax.jit
def down(x):
    return jax.image.resize(x, tuple(i // 2 for i in x.shape), "nearest")


@jax.jit
def up(x):
    return jax.image.resize(x, method="linear", shape=(x.shape[0] * 2, x.shape[1]))


@jax.jit
def moved(x):
    size = math.prod(x.shape[:1])
    return jax.image.scale_and_translate(
        x, (size, x.shape[1]), (0, 1), jnp.ones(2), jnp.zeros(2), "linear"
    )
