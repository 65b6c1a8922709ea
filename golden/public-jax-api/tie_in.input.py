from jax import lax
import jax.numpy as jnp


def zeros_like_traced(x):
    return lax.tie_in(x, jnp.zeros(3)) * 2


def shifted(x, y):
    return lax.tie_in(x, y + 1) * 2
