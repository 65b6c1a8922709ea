import jax
from jax import lax, random

key = random.PRNGKey(0)


def _grow(x_and_key):
    x, key = x_and_key
    key, sub = random.split(key)
    return x + random.uniform(sub, ()), key


def _small(x):
    return x < 10.0


@jax.jit
def _run_pure(key, x):
    return lax.while_loop(lambda val_and_key: _small(val_and_key[0]), _grow, (x, key))


def run(x):
    global key
    run_result, key = _run_pure(key, x)
    return run_result


def small_twice(x):
    return _small(x) and _small(x / 2)


def main():
    a = run(jax.numpy.float32(0.0))
    b = run(jax.numpy.float32(5.0))
    return [a, b, small_twice(3.0)], key
