import jax.numpy as jnp


def grow(x):
    n = jnp.prod(jnp.array(x.shape))
    n = n + 1
    return n
