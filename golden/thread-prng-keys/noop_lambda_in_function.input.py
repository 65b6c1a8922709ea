"""`jax.jit(lambda: sample(2))()` inside a function traces the lambda, whose call of `sample`
would keep calling the stateful wrapper: reported, as at module level ("inside a lambda")."""
import jax
from jax import random

key = random.PRNGKey(11)


def sample(n):
    global key
    key, sub = random.split(key)
    return random.uniform(sub, (n,))


def evaluate():
    return jax.jit(lambda: sample(2))()


if __name__ == "__main__":
    print(evaluate())
    print(key)
