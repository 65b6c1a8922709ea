import jax.numpy as jnp


def member(a, b):
    return jnp.in1d(a, b)


def not_member(a, b):
    return jnp.in1d(ar1=a, ar2=b, invert=True).sum()
