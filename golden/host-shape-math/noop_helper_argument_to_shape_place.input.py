"""An argument computed with jax.numpy given to a helper's parameter that the helper reads as a
whole shape (`jnp.ones(k)`) but also otherwise: as data, in float math, in a test, given to a
call that is no static place, or through a local re-bound. A host int could change what the helper
does: left as it is, and reported where the shape reads it (a tracer fails there)."""
import jax
import jax.numpy as jnp


def _data(k):
    return jnp.ones(k) * k


def _floated(k):
    return jnp.ones(k) / (k / 2)


def _tested(k):
    if k:
        return jnp.ones(k)
    return jnp.zeros(1)


def _passed(k):
    return jnp.ones(k), jnp.asarray(k)


def _rebound(k):
    n = k
    n = n * 2
    return jnp.ones(n)


@jax.jit
def calls(x):
    k = jnp.maximum(x.shape[0] // 4, 1)
    return (
        _data(k),
        _floated(jnp.maximum(x.shape[0] // 4, 1)),
        _tested(jnp.maximum(x.shape[0] // 4, 1)),
        _passed((jnp.maximum(x.shape[0] // 4, 1), 2)),
        _rebound(jnp.maximum(x.shape[0] // 4, 1)),
    )
