import jax
from jax import random

key = random.PRNGKey(8)


@jax.jit
def sample():
    global key
    key, sub = random.split(key)
    return random.normal(sub, (2,))


def main():
    values = [sample()]
    values.append(sample())
    return values, key
