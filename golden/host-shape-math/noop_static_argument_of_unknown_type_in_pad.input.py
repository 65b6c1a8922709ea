"""A static argument without annotation multiplies shape math that flows into `jnp.pad`'s widths:
an int and a float need different host forms, so nothing is rewritten, and the place is reported
(it used to be silent: the product had a host form only under an assumption the place refused)."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def padded(x, size):
    n_blocks = jnp.ceil(x.shape[0] / size).astype(int)
    pad = n_blocks * size - x.shape[0]
    return jnp.pad(x, ((0, pad), (0, 0)))
