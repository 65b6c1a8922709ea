import jax
from jax import random

key = random.PRNGKey(12)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


def _sample_tree_pure(key, depth):
    if depth == 0:
        next_key_result, key = _next_key_pure(key)
        return random.normal(next_key_result, ()), key
    left, key = _sample_tree_pure(key, depth - 1)
    right, key = _sample_tree_pure(key, depth - 1)
    return (left, right), key


def sample_tree(depth):
    global key
    sample_tree_result, key = _sample_tree_pure(key, depth)
    return sample_tree_result


@jax.jit
def _model_pure(key):
    sample_tree_result, key = _sample_tree_pure(key, 2)
    next_key_result, key = _next_key_pure(key)
    return (sample_tree_result, random.uniform(next_key_result, ())), key


def model():
    global key
    model_result, key = _model_pure(key)
    return model_result


def main():
    a = model()
    b = model()
    return [a, b], key
