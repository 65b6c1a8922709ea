import jax
from jax import random

key = random.PRNGKey(0)


def peek():
    return random.normal(key, ())


@jax.jit
def sample():
    global key
    key, sub = random.split(key)
    return random.normal(sub, ()) + peek()
