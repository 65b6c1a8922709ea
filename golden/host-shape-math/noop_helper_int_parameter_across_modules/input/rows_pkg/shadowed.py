import jax
import jax.numpy as jnp

from . import ops
from .ops import rows


@jax.jit
def shadowed(x, rows=ops.rows_as_data):
    return rows(x, jnp.maximum(x.shape[0] // 2, 1))


def again(x):
    return ops.rows(x, jnp.maximum(x.shape[0] // 2, 1))


ops = None
