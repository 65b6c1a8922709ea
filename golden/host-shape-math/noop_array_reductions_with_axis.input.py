from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
def kept(x):
    return x.reshape(jnp.array(x.shape).prod(axis=0, keepdims=True))


@partial(jax.jit, static_argnums=1)
def along(x, axis: int):
    return x.reshape(-1, jnp.array(x.shape[1:]).prod(axis=axis))


@partial(jax.jit, static_argnums=1)
def twice(x, n):
    return jnp.zeros(jnp.array([n, n]).prod(axis=0)) + x[:n]
