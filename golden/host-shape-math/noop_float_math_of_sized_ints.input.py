"""`/` and `sqrt` of a jax.numpy int of an explicit sized dtype give float32 even with x64 (and so
does such an int divided by one of the default int dtype), where the host form's
`jnp.result_type(float)` is float64: reported, not rewritten."""
import jax
import jax.numpy as jnp


@jax.jit
def halved(x):
    return x[: int(jnp.int32(x.shape[0]) / 2)]


@jax.jit
def ratio(x):
    n = jnp.array(x.shape[0])
    return x[: int(n / jnp.int32(3)) + 1]
