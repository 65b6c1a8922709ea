import jax
import jax.numpy as jnp

jax.config.enable_omnistaging()


@jax.jit
def f(x):
    return jnp.sin(x) + 1
