"""Shape math also used as data, through float math of jax.numpy ints (no exact host form, so no
host twin): reported where a concrete value is needed, though the variable is data too."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def last_half(x):
    n = jnp.array(x.shape[0])
    half = (n / 2).astype(int)
    return lax.dynamic_slice(x, (half,), (x.shape[0] - half,))
