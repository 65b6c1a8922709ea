import jax.numpy as jnp


def batch_size(x, limit=8):
    return jnp.minimum(limit, x.shape[0])
