import jax
import jax.numpy as jnp

from . import ops
from .ops import jitted_rows, rows, rows_as_data, rows_of, shifted, take


@jax.jit
def calls(x):
    half = (x, jnp.maximum(x.shape[0] // 2, 1))
    sizes = {"n": jnp.maximum(x.shape[0] // 2, 1)}
    return (
        rows(*half),
        ops.rows(x, **sizes),
        rows_as_data(x, jnp.maximum(x.shape[0] // 2, 1)),
        rows_of(x, jnp.maximum(x.shape[0] // 2, 1)),
        shifted(x, jnp.maximum(x.shape[0] // 2, 1), 2),
        take(x, 2, n=jnp.maximum(x.shape[0] // 2, 1)),
        jitted_rows(x, jnp.maximum(x.shape[0] // 2, 1)),
    )

