"""A reduction of `jnp.arange(...)` reduces the `range()` itself: `sum(range(n))`, not the sum of
its tuple."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("triangle", "jnp.ones((2, 3))", "fails"),
    ("factorial", "jnp.ones((2, 3, 1))", "fails"),
]


@jax.jit
def triangle(x):
    return jnp.zeros(sum(range(x.ndim + 1)), x.dtype)


@jax.jit
def factorial(x):
    return jnp.zeros((math.prod(range(1, x.ndim + 1)), 2))
