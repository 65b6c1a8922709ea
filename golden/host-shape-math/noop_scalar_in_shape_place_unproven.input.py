"""A lone int in a place that takes a tuple too, computed with jax.numpy from a name taken to be
an int that nothing forces to be one: if it holds a tuple, the original broadcasts it to an array
(a shape of several dimensions) where the host repeats a tuple or fails. Reported."""
from functools import partial

import jax
import jax.numpy as jnp


def blocks(x, k):
    return jnp.zeros(jnp.prod(jnp.array(x.shape)) // k), jnp.ones(jnp.maximum(x.shape[0], k))


@partial(jax.jit, static_argnums=1)
def repeated(x, k):
    return x.reshape(jnp.array(x.shape)[0] * k)
