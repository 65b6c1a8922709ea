import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    return jnp.sin(x) + 1
