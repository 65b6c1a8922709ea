import math as m

import jax.numpy as jnp

EXAMPLES = [("tile", "jnp.ones((2, 2))", "fails")]


def tile(x):
    return jnp.ones((m.prod(x.shape), m.prod(x.shape)))
