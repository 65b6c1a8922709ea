import jax.numpy as jnp


def batch_size(x):
    return jnp.minimum(2, x.shape[0])
