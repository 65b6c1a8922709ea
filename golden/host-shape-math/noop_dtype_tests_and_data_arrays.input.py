"""`jnp.issubdtype` and `isinstance` are Python bools, and `x` is an array the program needs."""

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1,))
def uniform(key, dtype):
    if not jnp.issubdtype(dtype, np.floating):
        raise TypeError("uniform only accepts floating point dtypes.")
    return jax.random.uniform(key, (2,), dtype)


def check_gradient(apply):
    x = jnp.float32(3)
    params, state = apply(None, x)
    assert int(params) == int(4 * (x**3))


def traced(x):
    if isinstance(jnp.array(1) + 1, jax.core.Tracer):
        return x
    return -x
