"""`jax.jit(lambda: sample(2))()` inside a function: a lambda given to `jit` and called at once,
whose body is the call of a threaded function, takes the key first and passes it, and its call
passes and keeps the key (`evaluate`, never traced, keeps the state), as `jax.jit(f)(...)` does."""
import jax
from jax import random

key = random.PRNGKey(11)


def sample(n):
    global key
    key, sub = random.split(key)
    return random.randint(sub, (n,), 0, 100)


def evaluate():
    return jax.jit(lambda: sample(2))()


def main():
    first = evaluate()
    second = evaluate()
    return [first, second], key
