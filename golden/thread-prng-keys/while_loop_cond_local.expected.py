import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _grow(x_and_key):
    x, key = x_and_key
    key, sub = random.split(key)
    return x + random.uniform(sub, ()), key


@jax.jit
def _run_pure(key, x, limit):
    def below(v):
        return v < limit

    return L.while_loop(lambda val_and_key: below(val_and_key[0]), _grow, (x, key))


def run(x, limit):
    global key
    run_result, key = _run_pure(key, x, limit)
    return run_result


def main():
    a = run(jax.numpy.float32(0.0), 3.0)
    b = run(jax.numpy.float32(1.0), 2.5)
    return [a, b], key
