import jax.numpy as jnp


def both(x):
    n = jnp.prod(jnp.array(x.shape))
    flat = x.reshape(n)
    return flat * n
