"""The seed's problem 2: a jitted function with a side effect on a global PRNG key.

Under jit it repeats the same numbers, and the key it leaves behind is a leaked tracer
(UnexpectedTracerError on the next use).
"""
from jax import jit
from jax import random

key = random.PRNGKey(0)


def _init_pure(key):
    key, subkey = random.split(key)
    return random.normal(subkey, ()), key


def init():
    global key
    init_result, key = _init_pure(key)
    return init_result


if __name__ == "__main__":
    print(init())
    print(init())
    _init_pure = jit(_init_pure)
    print(init())
    print(init())
