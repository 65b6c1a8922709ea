import jax
from jax import lax, random

key = random.PRNGKey(0)


def _grow(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, ())


def _small(x):
    return x < 10.0


@jax.jit
def run(x):
    return lax.while_loop(_small, _grow, x)


def small_twice(x):
    return _small(x) and _small(x / 2)


def main():
    a = run(jax.numpy.float32(0.0))
    b = run(jax.numpy.float32(5.0))
    return [a, b, small_twice(3.0)], key
