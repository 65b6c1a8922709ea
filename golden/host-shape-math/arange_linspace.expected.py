import math

import jax.numpy as jnp

EXAMPLES = [("ramps", "jnp.ones((3, 4))", "fails")]


def ramps(x):
    a = jnp.arange(math.prod(x.shape))
    b = jnp.linspace(0.0, 1.0, sum(x.shape))
    return a.sum() + b
