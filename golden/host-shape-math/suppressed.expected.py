import jax.numpy as jnp
import math


def flat(x):
    a = x.reshape(jnp.prod(jnp.array(x.shape)))  # omnifix: ignore[SHP001]
    return a, x.reshape(math.prod(x.shape))
