import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("doubled", "jnp.ones((2, 3))", "fails"),
    ("mixed", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("_eager", "jnp.ones((2, 3))", "fails"),
    ("from_helper", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("from_private_helper", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("starred", "jnp.ones((2, 3, 4))", "fails"),
    ("through_a_variable", "jnp.ones((5, 3, 4))", "fails"),
]


@jax.jit
def doubled(x):
    # unpacked from an array: each name an int on the host
    a, b = tuple(i * 2 for i in x.shape[:2])
    return jnp.zeros((a, b))


@jax.jit
def mixed(x):
    # element by element: `rows` is jax.numpy math, `cols` a host value
    rows, cols = math.prod(x.shape[:-1]), x.shape[-1]
    # `rest` a list of ints on the host: only its length is used
    first, *rest = x.shape
    return x.reshape((rows, cols)), jnp.zeros((first, len(rest)))


def _eager(x):
    # never traced: rewritten all the same
    a, b = tuple(i * 2 for i in x.shape[:2])
    return jnp.zeros((a, b))


def dims(x):
    return math.prod(x.shape[:2]), x.shape[-1]


@jax.jit
def from_helper(x):
    # a helper's tuple, element by element: `lead` is jax.numpy math, `last` a host value
    lead, last = dims(x)
    return x.reshape((lead, last))


def _dims(x):
    return math.prod(x.shape[:-1]), x.shape[-1]


@jax.jit
def from_private_helper(x):
    # `last` is a host int in the original too: its use as data does not matter
    lead, last = _dims(x)
    return x.reshape((lead, last)) * last


@jax.jit
def starred(x):
    # the starred name a shape and a length
    first, *rest = x.shape[::-1]
    return jnp.zeros(rest), jnp.ones((first, len(rest)))


@jax.jit
def through_a_variable(x):
    # the array the names are unpacked from is a variable; `_` is never read
    shape = x.shape
    n, _ = tuple(i - 1 for i in shape[1:])
    total = 0
    for _ in range(2):
        a, b = tuple(i // 2 for i in shape[:2])
        total += a * b
    return jnp.zeros((n, total))
