"""Helpers whose calls in this module all give `k` and `limit` ints, but another module of the
run gives them its own values: not proven, left as they are."""
import jax
import jax.numpy as jnp


def trim(x, k):
    n = jnp.ceil(x.shape[0] / k).astype(int)
    return x[:n] * n


def first(x, limit):
    n = jnp.minimum(limit, x.shape[0])
    return x[:n] * n


def rows(x, k):
    return jnp.ceil(x.shape[0] / k).astype(int)


def by_rows(x, k):
    return x.reshape(rows(x, k), -1)


@jax.jit
def trimmed(x):
    return trim(x, 3), first(x, 2), by_rows(x, 3)
