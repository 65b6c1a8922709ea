import jax.numpy as jnp


def is_array(x):
    return isinstance(x, jnp.DeviceArray)
