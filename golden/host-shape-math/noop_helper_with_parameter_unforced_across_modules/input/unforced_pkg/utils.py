import jax.numpy as jnp


def batch_size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])


def window(x, size=4):
    return jnp.minimum(size, x.shape[-1])
