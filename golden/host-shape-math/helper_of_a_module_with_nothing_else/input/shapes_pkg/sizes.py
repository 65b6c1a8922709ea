import jax.numpy as jnp


def flat_size(x):
    return jnp.prod(jnp.array(x.shape))
