import math

import jax.numpy as jnp


def num_tokens(x, size):
    return jnp.prod(jnp.array(x.shape[1:])) // size


def num_tokens_static(x, size):
    return math.prod(x.shape[1:]) // size
