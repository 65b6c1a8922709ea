from jax import lax
import jax.numpy as jnp


def f(x):
    return lax.tie_in(jnp.sum(x), 1.0)
