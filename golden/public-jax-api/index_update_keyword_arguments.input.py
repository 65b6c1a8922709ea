import jax.numpy as jnp
from jax import ops


def set_second(x):
    return ops.index_update(x=x, idx=ops.index[1], y=5.0)


def bump(x, i, v):
    return ops.index_add(x, idx=i, y=v, unique_indices=True)


def scale_first(x, v):
    return ops.index_mul(jnp.asarray(x), ops.index[0], y=v)
