"""An argument computed with jax.numpy given to a helper's parameter that the helper also uses
where an int is not needed (as data, in a test, `int()` or returned), or that it passes on to a
helper using it so: the helper would get a Python int where it had a jax value. Left as it is, and
reported where the helper also reads it at a place that needs an int (a tracer fails there); so is
shape math on a traced value given to a parameter used only where an int is needed."""
import jax
import jax.numpy as jnp


def _data(x, n):
    return x[:n] * n


def _tested(x, n):
    if n > 2:
        return x[:2]
    return x


def _converted(x, n):
    return jnp.zeros(int(n))


def _returned(x, n):
    return x[:n], n


def _passed_on(x, n):
    return _data(x, n)


def _recursive(x, n):
    if x.ndim > 1:
        return _recursive(x[0], n)
    return x[:n]


def _rows(x, n):
    return x[:n]


@jax.jit
def traced_limit(x, limit):
    return _rows(x, jnp.minimum(x.shape[0], limit))


@jax.jit
def calls(x):
    k = jnp.maximum(x.shape[0] // 2, 1)
    return (
        _data(x, jnp.maximum(x.shape[0] // 2, 1)),
        _tested(x, jnp.maximum(x.shape[0] // 2, 1)),
        _converted(x, jnp.maximum(x.shape[0] // 2, 1)),
        _returned(x, jnp.maximum(x.shape[0] // 2, 1)),
        _passed_on(x, jnp.maximum(x.shape[0] // 2, 1)),
        _recursive(x, k),
    )
