import jax.numpy as jnp

from . import model

DEPTH = 2


def rows(x):
    return x[: jnp.minimum(x.shape[0], model.ROWS)]
