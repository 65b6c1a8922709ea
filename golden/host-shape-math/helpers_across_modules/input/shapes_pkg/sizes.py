import jax.numpy as jnp


def flat_size(x):
    return jnp.prod(jnp.array(x.shape))


def last_dim(x):
    return jnp.array(x.shape)[-1]


def _rows(x):
    dims = jnp.array(x.shape)
    return dims[0]
