"""A reduction of `jnp.arange(...)` reduces the `range()` itself: `sum(range(n))`, not the sum of
its tuple."""
import jax
import jax.numpy as jnp

EXAMPLES = [
    ("triangle", "jnp.ones((2, 3))", "fails"),
    ("factorial", "jnp.ones((2, 3, 1))", "fails"),
]


@jax.jit
def triangle(x):
    return jnp.zeros(jnp.sum(jnp.arange(x.ndim + 1)), x.dtype)


@jax.jit
def factorial(x):
    return jnp.zeros((jnp.arange(1, x.ndim + 1).prod(), 2))
