import math

import jax.numpy as jnp


def flat(x):
    a = x.reshape(jnp.prod(jnp.array(x.shape)))  # omnifix: ignore[SHP001]
    return a, x.reshape(math.prod(x.shape))
