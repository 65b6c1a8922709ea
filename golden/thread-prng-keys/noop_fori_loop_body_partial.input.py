from functools import partial

import jax
from jax import lax, random

key = random.PRNGKey(0)


def _body(i, c, scale):
    global key
    key, sub = random.split(key)
    return c + scale * random.uniform(sub, ())


@jax.jit
def run(x):
    return lax.fori_loop(0, 3, partial(_body, scale=2.0), x)
