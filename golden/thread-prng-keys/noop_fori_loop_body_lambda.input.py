import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


@jax.jit
def run(x):
    return L.fori_loop(0, 3, lambda i, c: _step(c), x)
