import jax
from jax import lax, random

key = random.PRNGKey(0)


def _grow(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, ())


def _small(x):
    return x < 10.0


if jax.__version__ < "0":
    _small = None


@jax.jit
def run(x):
    return lax.while_loop(_small, _grow, x)
