import jax.numpy as jnp


def zeros_like_traced(x):
    return jnp.zeros(3) * 2


def shifted(x, y):
    return (y + 1) * 2
