import jax
from jax import lax, random

key = random.PRNGKey(0)


def _draw(x):
    global key
    key, sub = random.split(key)
    return x + random.randint(sub, x.shape, 0, 100)


def _peek(x):
    return x + random.randint(key, x.shape, 0, 100)


@jax.jit
def maybe_noisy(flag, x):
    return lax.cond(flag, _draw, _peek, x)


@jax.jit
def scaled(flag, x):
    return lax.cond(flag, lambda v, s=x.sum(): v * s + _draw(v), lambda v: v, x)
