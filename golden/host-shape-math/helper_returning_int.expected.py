"""`int()` of shape math is a host int already: the math inside it is rewritten (the `int()` goes
with it, of Python ints alone), and a helper or variable holding it is neither reported nor
changed, wherever its value goes."""
import math

import jax

EXAMPLES = [
    ("flat", "jnp.ones((2, 3))", "fails"),
    ("flat_and_count", "jnp.ones((2, 3))", "fails"),
]


def count(x):
    return math.prod(x.shape)


@jax.jit
def flat(a):
    return a.reshape(count(a))


@jax.jit
def flat_and_count(a):
    m = sum(a.shape)
    return a.reshape(1, -1)[:, :m], a.sum() + count(a) + m
