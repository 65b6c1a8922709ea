import jax
from jax import random

key = random.PRNGKey(12)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def sample_tree(depth):
    if depth == 0:
        return random.normal(next_key(), ())
    left = sample_tree(depth - 1)
    right = sample_tree(depth - 1)
    return left, right


@jax.jit
def model():
    return sample_tree(2), random.uniform(next_key(), ())


def main():
    a = model()
    b = model()
    return [a, b], key
