"""`jax.jit(lambda: sample(2))()` inside a function: a lambda given to `jit` and called at once,
whose body is the call of a threaded function, takes the key first and passes it, and its call
passes and keeps the key (`evaluate`, never traced, keeps the state), as `jax.jit(f)(...)` does."""
import jax
from jax import random

key = random.PRNGKey(11)


def _sample_pure(key, n):
    key, sub = random.split(key)
    return random.randint(sub, (n,), 0, 100), key


def sample(n):
    global key
    sample_result, key = _sample_pure(key, n)
    return sample_result


def evaluate():
    global key
    sample_result, key = jax.jit(lambda key: _sample_pure(key, 2))(key)
    return sample_result


def main():
    first = evaluate()
    second = evaluate()
    return [first, second], key
