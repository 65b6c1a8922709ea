import jax
from jax import random

key = random.PRNGKey(1)


def advance(key, times):
    if times == 0:
        return None, key
    for _ in range(times):
        key, _unused = random.split(key)
    return None, key


@jax.jit
def sample(key):
    advance_result, key = advance(key, 2)
    return random.normal(key, ()), key


def main():
    global key
    sample_result, key = sample(key)
    sample_result_2, key = sample(key)
    return [sample_result, sample_result_2], key
