import jax.numpy as jnp


def shape_of(x):
    return tuple(jnp.array(x.shape[1:]) // 2)


def features(x):
    return tuple(jnp.array(x.shape[1:]) * 2)
