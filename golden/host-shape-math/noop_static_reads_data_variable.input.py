"""A variable or helper whose every use needs a concrete value is not rewritten when its value
reads a variable that stays data and cannot have a host twin (assigned more than once, not by a
plain statement), or a helper also called as data that can have no host twin (its body is more
than a `return` and assignments of shape math): a manual finding says which and why."""
import jax
import jax.numpy as jnp


@jax.jit
def trimmed(x):
    shape = jnp.array(x.shape)
    shape = shape[1:]
    n = jnp.prod(shape)
    return x.reshape((-1, n)), shape


@jax.jit
def annotated(x):
    shape: jax.Array = jnp.array(x.shape)
    n = jnp.prod(shape)
    return x.reshape((n,)), shape


@jax.jit
def chained(x):
    shape: jax.Array = jnp.array(x.shape)
    m = jnp.prod(shape)
    n = m // x.shape[0]
    return x.reshape((x.shape[0], n)), shape


def _size(x):
    shape = jnp.array(x.shape)
    assert x.ndim > 0, "a scalar"
    return jnp.prod(shape)


@jax.jit
def helper_also_data(x):
    n = _size(x)
    return x.reshape((n,)) * _size(x)


def _flat(x, log):
    dims: jax.Array = jnp.array(x.shape)
    log.append(dims)
    return jnp.prod(dims)


@jax.jit
def via_helper(x):
    log = []
    return x.reshape((_flat(x, log),)), log[0]


@jax.jit
def grouped(x):
    shape: jax.Array = jnp.array(x.shape)
    n = 1
    for i in range(1, x.ndim):
        n = n * shape[i]
    return x.reshape((-1, n)), shape
