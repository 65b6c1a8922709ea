import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


@jax.jit
def with_default(x):
    # the default is evaluated where the lambda is
    return L.fori_loop(0, 3, lambda i, c, s=2.0: _step(c) * s, x)


@jax.jit
def in_a_comprehension(xs):
    return [L.fori_loop(0, 2, lambda i, c: _step(c), x) for x in xs]


def _pair(c, x):
    return c + _step(x), x


@jax.jit
def scan_value_not_a_pair(xs):
    # a `scan` body must return `(carry, y)` for the key to join the carry
    return L.scan(lambda c, x: _pair(c, x), 0.0, xs)
