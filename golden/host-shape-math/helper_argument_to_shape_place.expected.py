"""An argument computed with jax.numpy given to a helper's parameter that the helper reads only as
a whole shape (`jnp.ones(k)`, `x.reshape(shape)`, `jax.random.split(key, num)`), a place taking an
int or a tuple of ints alike, directly, through a local assigned once or through a helper it calls:
the argument (or each entry of a tuple given) is computed on the host. A host int gives such a
place the value a jax int gave it (where it works: a tracer fails there)."""
import math

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("ones_half", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("scaled", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("tupled", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("filled", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("reshaped", "jnp.arange(12.0).reshape(6, 2)", "fails"),
]


def _ones(k):
    return jnp.ones(k)


def _scaled(k, s):
    return s * jnp.ones(k)


def _filler(shape, scale):
    return scale * jnp.ones(shape)


def _through(shape):
    return _filler(shape, 2.0)


def _flat(x, size):
    n = size
    return x.reshape(n)


def _keys(num):
    return jax.random.split(jax.random.PRNGKey(0), num)


@jax.jit
def ones_half(x):
    return _ones(max(x.shape[0] // 2, 1))


@jax.jit
def scaled(x):
    return _scaled(max(x.shape[0] // 4, 1), 2.0), _keys(min(x.shape[1], 3))


@jax.jit
def tupled(x):
    r = max(x.shape[0] // 2, 1)
    return _ones((r, 2))


@jax.jit
def filled(x):
    rows = max(x.shape[0] // 2, 1)
    return x[:rows] + _filler((rows, x.shape[1]), 0.5), _through((rows, x.shape[1]))


@jax.jit
def reshaped(x):
    return _flat(x, math.prod(x.shape))
