import jax.numpy as jnp


def flatten(x):
    # jnp.prod(x.shape) worked in old JAX; today it raises even eagerly
    return x.reshape(jnp.prod(x.shape))
