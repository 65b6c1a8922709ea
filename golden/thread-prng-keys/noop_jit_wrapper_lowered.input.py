"""A public `fast = jax.jit(sample)` of a function splitting the global key, whose module also uses
it as a jitted function (`fast.lower(x)`): the thin wrapper `fast` would become is a plain
function, with no `lower`, so it is reported."""
import jax
from jax import random

key = random.PRNGKey(0)


def sample(x):
    global key
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape)


fast = jax.jit(sample)


def lowered(x):
    return fast.lower(x)
