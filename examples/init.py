"""The migration guide's problem 2, "Side-effects": jit of a function updating a global PRNG key.

Under jit it repeats the same numbers, and the key it leaves behind is a leaked tracer
(UnexpectedTracerError on the next use).
"""
from jax import jit
from jax import random

key = random.PRNGKey(0)


def init():
    global key
    key, subkey = random.split(key)
    return random.normal(subkey, ())


if __name__ == "__main__":
    print(init())
    print(init())
    init = jit(init)
    print(init())
    print(init())
