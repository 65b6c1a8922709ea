"""An argument computed with jax.numpy given to a helper's parameter that the helper reads through
a local variable not followed: re-bound in a loop or by `+=`, also used as data (`y = x * n`), in
an index (an array works there) or returned. A host int could change what the helper does: left
as it is, and reported where a static place that needs an int reads it (a tracer fails there)."""
import jax
import jax.numpy as jnp


def _looped(x, k):
    n = k
    for _ in range(2):
        n = n * 2
    return x[:n]


def _augmented(x, k):
    n = k * 2
    n += 1
    return x[:n]


def _data(x, k):
    n = k * 2
    y = x * n
    return x[:n] + y[0]


def _indexed(x, k):
    n = k - 1
    return x[n]


def _returned(x, k):
    n = k * 2
    return x[:n], n


@jax.jit
def calls(x):
    k = jnp.maximum(x.shape[0] // 4, 1)
    return (
        _looped(x, k),
        _augmented(x, k),
        _data(x, k),
        _indexed(x, jnp.maximum(x.shape[0] // 4, 1)),
        _returned(x, jnp.maximum(x.shape[0] // 4, 1)),
    )
