import jax.numpy as jnp


def cols(x, n):
    return jnp.minimum(x.shape[1], n)


def cols_static(x, n):
    return min(x.shape[1], n)
