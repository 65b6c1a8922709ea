"""An argument computed with jax.numpy given to a helper's parameter that the helper reads through
local variables assigned once from it (`n = k * 2`, then `m = n + 1`), each read only where an int
is needed (a slice bound, `jnp.pad`'s widths, a shape): followed as when written inline
(`x[: k * 2]`), the argument computed on the host. A host int gives the helper the value a jax int
gave it (where it works: a tracer fails there)."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("first_rows", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("chained", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("padded", "jnp.arange(12.0).reshape(6, 2)", "fails"),
]


def _rows(x, k):
    n = k * 2
    return x[:n]


def _chain(x, k):
    n = k * 2
    m = n + 1
    return x[:m], x[: n - 1]


def _pad(x, k):
    width = k % 3 + 1
    rows = x.shape[0] + width
    return jnp.pad(x, ((0, width), (0, 0))), jnp.zeros((rows, x.shape[1]))


def _outer(x, k):
    half = k // 2
    return _rows(x, half + 1)


@jax.jit
def first_rows(x):
    return _rows(x, max(x.shape[0] // 4, 1)), _outer(x, x.shape[0])


@jax.jit
def chained(x):
    return _chain(x, min(x.shape[0] // 2, 2))


@jax.jit
def padded(x):
    return _pad(x, math.prod(x.shape))
