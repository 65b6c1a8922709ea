from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def along(x, axis):
    return x.reshape(-1, jnp.array(x.shape[1:]).prod(axis=axis))


@partial(jax.jit, static_argnums=1)
def twice(x, n):
    return jnp.zeros(jnp.array([n, n]).prod(axis=0)) + x[:n]


@partial(jax.jit, static_argnums=1)
def kept_maybe(x, keep):
    return jnp.zeros(jnp.sum(jnp.array(x.shape), keepdims=keep))


@jax.jit
def with_dtype(x):
    return jnp.zeros(jnp.sum(jnp.array(x.shape), dtype=jnp.int32))


@jax.jit
def second_axis(x):
    return jnp.zeros(jnp.array(x.shape).sum(axis=1))
