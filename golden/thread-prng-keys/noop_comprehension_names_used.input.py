import jax
from jax import random

key = random.PRNGKey(0)


@jax.jit
def _sample(x):
    global key
    key, sub = random.split(key)
    return x * random.normal(sub, x.shape)


def main():
    x = jax.numpy.ones(2)
    n = 10
    first = [_sample(x) for n in range(3)]
    second = [_sample(x) for _ in range(n) if n]
    return [first, second, n], key
