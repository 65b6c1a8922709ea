import jax
from jax import random

key = random.PRNGKey(1)


def _advance_pure(key, times):
    if times == 0:
        return None, key
    for _ in range(times):
        key, _unused = random.split(key)
    return None, key


def advance(times):
    global key
    advance_result, key = _advance_pure(key, times)
    return advance_result


@jax.jit
def _sample_pure(key):
    advance_result, key = _advance_pure(key, 2)
    return random.normal(key, ()), key


def sample():
    global key
    sample_result, key = _sample_pure(key)
    return sample_result


def main():
    return [sample(), sample()], key
