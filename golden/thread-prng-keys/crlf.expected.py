import jax
from jax import random

key = random.PRNGKey(8)


@jax.jit
def _sample_pure(key):
    key, sub = random.split(key)
    return random.normal(sub, (2,)), key


def sample():
    global key
    sample_result, key = _sample_pure(key)
    return sample_result


def main():
    values = [sample()]
    values.append(sample())
    return values, key
