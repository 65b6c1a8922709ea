import jax
import jax.numpy as jnp


def widths():
    with jax.enable_x64(True):
        wide = jnp.arange(3.0).dtype.name
    with jax.enable_x64(False):
        narrow = jnp.arange(3.0).dtype.name
    with jax.enable_x64(False), jax.enable_x64(new_val=True):
        again = jnp.arange(3.0).dtype.name
    return wide, narrow, again
