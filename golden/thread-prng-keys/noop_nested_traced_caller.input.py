"""A jitted function nested in an untraced one calls `sample`: it is traced but would keep the key
state (the call would read and store the global under the trace), so it is reported."""
import jax
from jax import random

key = random.PRNGKey(11)


def sample(n):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, (n,))


def evaluate():
    @jax.jit
    def inner():
        return sample(2)

    return inner()


if __name__ == "__main__":
    print(evaluate())
