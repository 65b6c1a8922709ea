import jax.numpy as jnp


def gather(x, y):
    return y[jnp.array(x.shape)], y[jnp.arange(x.shape[0])]
