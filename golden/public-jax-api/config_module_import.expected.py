import jax
import jax.numpy as jnp

jax.config.update("jax_enable_x64", False)


def ones():
    return jnp.ones(3) if jax.config.jax_enable_x64 is False else None
