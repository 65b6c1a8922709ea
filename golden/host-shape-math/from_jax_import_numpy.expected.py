import math

from jax import numpy as jnp

EXAMPLES = [("count", "jnp.ones((2, 5))", "fails")]


def count(x):
    total = math.prod(x.shape)
    return jnp.full((total,), 7, dtype=jnp.int32)
