import jax.numpy as jnp


def cols(x, n):
    return jnp.minimum(x.shape[1], n)
