"""`return [... for ... if ...]` in traced code becomes loops building a new list, the key threaded
call for call."""
import jax
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


@jax.jit
def init(sizes):
    return [random.normal(next_key(), (n, m)) for n in (2, 3) for m in range(n) if m != 1]


def main():
    return [init(0), init(1)], key
