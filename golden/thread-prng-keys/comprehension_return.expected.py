"""`return [... for ... if ...]` in traced code becomes loops building a new list, the key threaded
call for call."""
import jax
from jax import random

key = random.PRNGKey(0)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


@jax.jit
def _init_pure(key, sizes):
    values = []
    for n in (2, 3):
        for m in range(n):
            if m != 1:
                next_key_result, key = _next_key_pure(key)
                values.append(random.normal(next_key_result, (n, m)))
    return values, key


def init(sizes):
    global key
    init_result, key = _init_pure(key, sizes)
    return init_result


def main():
    return [init(0), init(1)], key
