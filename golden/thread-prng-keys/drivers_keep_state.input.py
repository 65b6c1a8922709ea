"""Drivers (main, tests) keep the global state: `global key` is added, the key is kept call for call."""
import jax
from jax import random

key = random.PRNGKey(0)


@jax.jit
def init():
    global key
    key, subkey = random.split(key)
    return random.normal(subkey, ())


def test_init_changes():
    """Two calls give two numbers."""
    if init() == init():
        raise AssertionError("the same number twice")


def main():
    first = init()
    test_init_changes()
    third = init()
    return [first, third], key


value = init()
