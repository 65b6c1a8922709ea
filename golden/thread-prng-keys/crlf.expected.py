import jax
from jax import random

key = random.PRNGKey(8)


@jax.jit
def sample(key):
    key, sub = random.split(key)
    return random.normal(sub, (2,)), key


def main():
    global key
    sample_result, key = sample(key)
    values = [sample_result]
    sample_result, key = sample(key)
    values.append(sample_result)
    return values, key
