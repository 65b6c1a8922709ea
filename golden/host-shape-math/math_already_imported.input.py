import math as m

import jax.numpy as jnp

EXAMPLES = [("tile", "jnp.ones((2, 2))", "fails")]


def tile(x):
    return jnp.ones((jnp.prod(jnp.array(x.shape)), m.prod(x.shape)))
