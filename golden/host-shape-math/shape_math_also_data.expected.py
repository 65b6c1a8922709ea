"""Shape math also used as data, through float math of a jax.numpy int of the default int dtype
(float32; float64 with x64, as the host form's `jnp.result_type(float)`): a host twin for the
static use, the jax.numpy value kept for the data."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

EXAMPLES = [
    ("last_half", "jnp.arange(7.0)", "fails"),
    ("last_half", "jnp.arange(10.0)", "fails"),
]


@jax.jit
def last_half(x):
    n = jnp.array(x.shape[0])
    n_static = x.shape[0]
    half = (n / 2).astype(int)
    half_static = int(np.divide(n_static, 2, dtype=jnp.result_type(float)))
    return lax.dynamic_slice(x, (half,), (x.shape[0] - half_static,))
