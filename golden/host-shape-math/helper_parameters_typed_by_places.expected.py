"""A helper's parameter its calls do not prove static (a public helper's, which code outside the
run may give anything; one given values omnifix does not follow) is taken to be an int where its
shape math stays in the helper and reaches only places that force one (a shape entry, a slice
bound, `range()`): a tracer fails there in the original too, and an int (or a concrete jax or
numpy int) gives the original's value on the host."""
import math

import jax
import jax.numpy as jnp

LIMITS = {"head": 2, "tail": 3, "heads": 4, "blocks": 3}

EXAMPLES = [
    ("first", "jnp.arange(12.0).reshape(3, 4)", "fails"),
    ("padded", "jnp.arange(5.0)", "fails"),
    ("by_heads", "jnp.arange(24.0).reshape(3, 8)", "fails"),
    ("summed", "jnp.arange(10.0)", "fails"),
]


def head(x, limit):
    """`limit` may be traced: the slice fails under `jit` then, with or without the rewrite."""
    return x[: min(x.shape[0], limit)]


def tail(x, limit):
    n = max(x.shape[0] - limit, 0)
    return jnp.zeros((n, 2))


def _split(x, heads):
    d = math.prod(x.shape[-1:]) // heads
    return x.reshape(x.shape[:-1] + (heads, d))


def _summed(x, k):
    out = 0
    for i in range(x.shape[0] // k):
        out = out + x[i]
    return out


@jax.jit
def first(x):
    return head(x, LIMITS["head"])


@jax.jit
def padded(x):
    return tail(x, LIMITS["tail"])


@jax.jit
def by_heads(x):
    return _split(x, LIMITS["heads"])


@jax.jit
def summed(x):
    return _summed(x, LIMITS["blocks"])
