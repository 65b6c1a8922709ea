import jax.numpy as jnp


def platform(x):
    return x.device().platform


def first(x):
    return jnp.asarray(x).device()
