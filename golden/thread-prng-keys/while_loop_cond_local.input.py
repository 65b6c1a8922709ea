import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _grow(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, ())


@jax.jit
def run(x, limit):
    def below(v):
        return v < limit

    return L.while_loop(below, _grow, x)


def main():
    a = run(jax.numpy.float32(0.0), 3.0)
    b = run(jax.numpy.float32(1.0), 2.5)
    return [a, b], key
