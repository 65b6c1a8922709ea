import jax
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def init(sizes):
    return [random.normal(next_key(), (n,)) for n in (2, 3)]
