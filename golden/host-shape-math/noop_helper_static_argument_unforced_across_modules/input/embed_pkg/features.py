import jax.numpy as jnp


def num_tokens(x, size):
    return jnp.prod(jnp.array(x.shape[1:])) // size


def blocks(x, size):
    return jnp.ceil(x.shape[0] / size).astype(int)


def rows(x, n):
    return jnp.minimum(x.shape[0], n)
