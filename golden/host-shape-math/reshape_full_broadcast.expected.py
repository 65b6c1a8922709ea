import math

import jax.numpy as jnp

EXAMPLES = [("shapes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails")]


def shapes(x):
    flat = jnp.reshape(x, (-1, math.prod(x.shape[1:])))
    wide = jnp.broadcast_to(flat[:1], (x.shape[0], math.prod(x.shape[1:])))
    fill = jnp.full((min(x.shape),), 3.0)
    return flat + wide, fill
