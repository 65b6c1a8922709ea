import jax.numpy as jnp


def rows(x, n):
    return jnp.minimum(x.shape[0], n)


def cols(x, n):
    return jnp.minimum(x.shape[1], n)


def depth(x, n):
    return jnp.maximum(x.ndim, n)
