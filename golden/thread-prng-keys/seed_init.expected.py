"""The seed's problem 2: a jitted function with a side effect on a global PRNG key.

Under jit it repeats the same numbers, and the key it leaves behind is a leaked tracer
(UnexpectedTracerError on the next use).
"""
from jax import jit
from jax import random

key = random.PRNGKey(0)


def init(key):
    key, subkey = random.split(key)
    return random.normal(subkey, ()), key


if __name__ == "__main__":
    init_result, key = init(key)
    print(init_result)
    init_result, key = init(key)
    print(init_result)
    init = jit(init)
    init_result, key = init(key)
    print(init_result)
    init_result, key = init(key)
    print(init_result)
