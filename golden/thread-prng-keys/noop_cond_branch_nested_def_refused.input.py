"""A nested `def` given as a branch stays reported where it is used more than once (both branches
of the `cond`, here), or reads the key without splitting it."""
import jax
from jax import lax, random

KEY = random.PRNGKey(0)


@jax.jit
def twice(flag, x):
    def noisy(v):
        global KEY
        KEY, sub = random.split(KEY)
        return v + random.normal(sub, v.shape)

    return lax.cond(flag, noisy, noisy, x)


@jax.jit
def peeking(flag, x):
    def drawn(v):
        global KEY
        KEY, sub = random.split(KEY)
        return v + random.normal(sub, v.shape)

    def peek(v):
        return v + KEY[0]

    return lax.cond(flag, drawn, peek, x)
