import jax.numpy as jnp
from jax.ops import index, index_max, index_min, index_mul


def clip_ends(x):
    x = index_min(x, index[0], 0.0)
    x = index_max(x, index[-1], 1.0)
    return index_mul(x, index[1:3], 2.0, indices_are_sorted=True)
