import jax.numpy as jnp


def patch(floor):
    jnp.NINF = floor
    del jnp.NZERO
