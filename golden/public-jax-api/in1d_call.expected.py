import jax.numpy as jnp


def member(a, b):
    return jnp.isin(a, b).ravel()


def not_member(a, b):
    return jnp.isin(element=a, test_elements=b, invert=True).ravel().sum()
