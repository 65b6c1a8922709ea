import jax
import jax.numpy as jnp
from jax.experimental import disable_x64, enable_x64


def widths():
    with enable_x64():
        wide = jnp.arange(3.0).dtype.name
    with disable_x64():
        narrow = jnp.arange(3.0).dtype.name
    with jax.experimental.enable_x64(False), jax.experimental.x64_context.enable_x64(new_val=True):
        again = jnp.arange(3.0).dtype.name
    return wide, narrow, again
