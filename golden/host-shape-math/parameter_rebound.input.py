"""A parameter re-bound by shape math (`k = jnp.minimum(k, x.shape[0])`) is followed as a
variable assigned more than once: its first value is the argument, and where every assignment is
a statement of the function's own body, each read sees the binding before it. Re-bound in a
branch, loop or by an augmented assignment, or read in a nested function or a lambda (which sees
the variable when it is called), it is not followed: reported."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

EXAMPLES = [
    ("run_head", "jnp.arange(5.0)", "fails"),
    ("run_at_least", "jnp.arange(5.0)", "fails"),
    ("run_at_least", "jnp.ones((1, 2))", "fails"),
    ("run_read_before", "jnp.arange(6.0)", "fails"),
    ("run_window", "jnp.arange(4.0)", "fails"),
    ("run_window", "jnp.ones((2, 2))", "fails"),
    ("run_rebound", "jnp.arange(12.0)", "fails"),
]


@partial(jax.jit, static_argnums=1)
def head(x, k):
    k = jnp.minimum(k, x.shape[0])
    return lax.dynamic_slice_in_dim(x, 0, k)


def run_head(x):
    return head(x, 3), head(x, 9)


@partial(jax.jit, static_argnums=1)
def at_least(x, k: int):
    k = jnp.minimum(k, x.shape[0])
    k = jnp.maximum(k, 1)
    return x.reshape(-1)[:k]


def run_at_least(x):
    return at_least(x, 0), at_least(x, 4)


@partial(jax.jit, static_argnums=1)
def read_before(x, k):
    first = x[:k]
    k = jnp.minimum(k * 2, x.shape[0])
    return first, x[:k]


def run_read_before(x):
    return read_before(x, 2), read_before(x, 4)


def rebound(x, n: int):
    n = n + 1
    return x.reshape(jnp.array(x.shape)[0] // n, n)


rebound = jax.jit(rebound, static_argnums=1)


def run_rebound(x):
    return rebound(x, 2), rebound(x, 1)


def window(x, w):
    w = jnp.clip(w, 1, x.shape[-1])
    return x[..., :w]


@jax.jit
def run_window(x):
    return window(x, 3)


@partial(jax.jit, static_argnums=1)
def in_branch(x, k):
    if x.ndim > 1:
        k = jnp.minimum(k, x.shape[0])
    return x[:k]


@partial(jax.jit, static_argnums=1)
def also_data(x, k):
    k = jnp.minimum(k, x.shape[0])
    return x[:k] * k


@partial(jax.jit, static_argnums=1)
def in_lambda(x, k):
    k = jnp.minimum(k, x.shape[0])
    head = lambda y: lax.dynamic_slice_in_dim(y, 0, k)
    return head(x)


@partial(jax.jit, static_argnums=1)
def in_nested(x, k):
    k = jnp.minimum(k, x.shape[0])

    def head(y):
        return lax.dynamic_slice_in_dim(y, 0, k)

    return head(x)
