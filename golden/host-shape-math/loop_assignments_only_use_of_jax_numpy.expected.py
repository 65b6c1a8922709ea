"""The values of a variable assigned in a loop or a branch were the module's only jax.numpy math:
`math` is imported, the jax.numpy import goes."""
import math

import jax

EXAMPLES = [
    ("flat", "jnp.ones((2, 3))", "fails"),
    ("leading", "jnp.ones((2, 3, 4))", "fails"),
]


@jax.jit
def flat(x):
    size = 1
    for d in x.shape:
        size *= d
    return x.reshape(size)


@jax.jit
def leading(x):
    n = x.shape[0]
    if x.ndim > 2:
        n = math.prod(x.shape[:2])
    return x.reshape((n, -1))
