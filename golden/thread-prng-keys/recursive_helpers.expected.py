import jax
from jax import random

key = random.PRNGKey(12)


def next_key(key):
    key, sub = random.split(key)
    return sub, key


def sample_tree(key, depth):
    if depth == 0:
        next_key_result, key = next_key(key)
        return random.normal(next_key_result, ()), key
    left, key = sample_tree(key, depth - 1)
    right, key = sample_tree(key, depth - 1)
    return (left, right), key


@jax.jit
def model(key):
    sample_tree_result, key = sample_tree(key, 2)
    next_key_result, key = next_key(key)
    return (sample_tree_result, random.uniform(next_key_result, ())), key


def main():
    global key
    a, key = model(key)
    b, key = model(key)
    return [a, b], key
