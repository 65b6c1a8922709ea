import jax
import jax.numpy as jnp

from .features import depth, half


@jax.jit
def deep(x):
    return jnp.zeros((x.shape[0],) + (depth(x),))


@jax.jit
def listed(x):
    return x.reshape((x.shape[0],) + tuple([depth(x)]) + (-1,))


@jax.jit
def added(x):
    return jnp.zeros((1,) + half(x))
