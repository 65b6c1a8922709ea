"""Reductions of a 2-d array of static rows that stay reported: a row that is a static argument of
unknown type (a tuple in `n` makes the array 3-d, an int 1-d), kept dimensions (a 2-d result, no
shape), no axis, an axis that fails even eagerly or is not a literal, and a `dtype`."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def unknown_row(x, n):
    return jnp.zeros(jnp.max(jnp.array([x.shape, n]), axis=0))


@jax.jit
def kept(x, y):
    return jnp.zeros(jnp.max(jnp.array([x.shape, y.shape]), axis=0, keepdims=True)[0])


@jax.jit
def every_element(x, y):
    return jnp.zeros(jnp.max(jnp.array([x.shape, y.shape])))


@jax.jit
def third_axis(x, y):
    return jnp.zeros(jnp.array([x.shape, y.shape]).min(axis=2))


@partial(jax.jit, static_argnums=2)
def unproven_axis(x, y, k):
    return jnp.zeros(jnp.max(jnp.array([x.shape, y.shape]), axis=k))


@jax.jit
def with_dtype(x, y):
    return jnp.zeros(jnp.sum(jnp.array([x.shape, y.shape]), 0, jnp.int32))
