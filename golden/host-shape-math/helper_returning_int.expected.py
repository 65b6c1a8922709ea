"""`int()` of shape math is a host int already: only the math inside it is rewritten, and a helper
or variable holding it is neither reported nor changed, wherever its value goes."""
import math

import jax

EXAMPLES = [
    ("flat", "jnp.ones((2, 3))", "fails"),
    ("flat_and_count", "jnp.ones((2, 3))", "fails"),
]


def count(x):
    return int(math.prod(x.shape))


@jax.jit
def flat(a):
    return a.reshape(count(a))


@jax.jit
def flat_and_count(a):
    m = int(sum(a.shape))
    return a.reshape(1, -1)[:, :m], a.sum() + count(a) + m
