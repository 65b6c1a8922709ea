"""A lambda calling a threaded function inside a function, traced, is reported ("inside a
lambda") where it cannot take the key: jitted and kept to be called later (`fast =
jax.jit(lambda: sample(2))`), or jitted and called at once but doing more than the call
(`sample(2) * 2`), whose value would not be `sample`'s `(result, key)`."""
import jax
from jax import random

key = random.PRNGKey(11)


def sample(n):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, (n,))


def evaluate():
    fast = jax.jit(lambda: sample(2))
    return fast()


def doubled():
    return jax.jit(lambda: sample(2) * 2)()


if __name__ == "__main__":
    print(evaluate())
    print(doubled())
    print(key)
