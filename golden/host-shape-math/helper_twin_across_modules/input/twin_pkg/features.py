import jax.numpy as jnp


def num_features(x):
    return jnp.prod(jnp.array(x.shape[1:]))


def num_rows(x):
    return jnp.array(x.shape)[0]
