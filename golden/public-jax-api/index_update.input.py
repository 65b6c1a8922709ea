import jax
import jax.numpy as jnp


def set_first_row(x, row):
    return jax.ops.index_update(x, jax.ops.index[0, :], row)


def bump(x, i):
    return jax.ops.index_add(x + 1, jax.ops.index[i], 2.0)
