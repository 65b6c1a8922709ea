"""Drivers (main, tests) keep the global state: `global key` is added, the key is kept call for call."""
import jax
from jax import random

key = random.PRNGKey(0)


@jax.jit
def init(key):
    key, subkey = random.split(key)
    return random.normal(subkey, ()), key


def test_init_changes():
    """Two calls give two numbers."""
    global key
    init_result, key = init(key)
    init_result_2, key = init(key)
    if init_result == init_result_2:
        raise AssertionError("the same number twice")


def main():
    global key
    first, key = init(key)
    test_init_changes()
    third, key = init(key)
    return [first, third], key


value, key = init(key)
