"""An argument computed with jax.numpy that a call gives a helper's parameter the helper uses only
where an int is needed (its shape math there taken to be on an int, or passed on to another such
helper): a static place forcing an int, as those uses are. A host int gives the helper the value a
jax int gave it (where it works: a tracer fails there)."""
import math

import jax

LIMITS = {"blocks": 2, "heads": 4}

EXAMPLES = [
    ("first_blocks", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("by_heads", "jnp.arange(24.0).reshape(3, 8)", "fails"),
]


def _rows(x, n, *, scale=1):
    return x[:n] * scale


def _first(x, n):
    return _rows(x, n) * 2


def blocks(x, k):
    m = max(x.shape[0] // k, 1)
    return _first(x, max(x.shape[0] // k, 1)), _rows(x, m), _rows(x, n=m + 1, scale=3)


def _split(x, d, heads):
    return x.reshape(x.shape[:-1] + (heads, d))


def _heads(x, heads):
    return _split(x, math.prod(x.shape[-1:]) // heads, heads)


@jax.jit
def first_blocks(x):
    return blocks(x, LIMITS["blocks"])


@jax.jit
def by_heads(x):
    return _heads(x, LIMITS["heads"])
