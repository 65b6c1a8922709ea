"""A set comprehension in a module that binds `set` (here a parameter of another function): the
loops would fill `set()`, which may not be the builtin there, so nothing changes, reported."""
import jax
from jax import random

key = random.PRNGKey(0)


def _next_key():
    global key
    key, sub = random.split(key)
    return sub


def unique(items, set=frozenset):
    return set(items)


@jax.jit
def shapes(x):
    return x * len({random.uniform(_next_key(), x.shape).shape for _ in range(2)})
