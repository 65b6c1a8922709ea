import jax.numpy as jnp


def num_tokens(x, size):
    return jnp.prod(jnp.array(x.shape[1:])) // size


def num_patches(x, patch=2):
    return jnp.prod(jnp.array(x.shape[1:-1])) // patch
