import jax.numpy as jnp
from jax import jit, lax

EXAMPLES = [("window", "jnp.arange(20.0)", "fails")]


@jit
def window(x):
    return lax.dynamic_slice_in_dim(x, 2, x.shape[0] // jnp.int32(2))
