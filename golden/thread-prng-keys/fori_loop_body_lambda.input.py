import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


@jax.jit
def run(x):
    return L.fori_loop(0, 3, lambda i, c: _step(c), x)


@jax.jit
def _scaled(x, scale):
    # a closure over `scale`, the call inside the lambda's value
    out = L.fori_loop(0, 2, lambda i, c: _step(c) * scale + i, x)
    return out


def grow(x, limit):
    return L.while_loop(lambda v: v < limit, lambda v: (_step(v) * 1.5), x)


def main():
    a = run(1.0)
    b = _scaled(1.0, 0.5)
    c = grow(1.0, 4.0)
    return [a, b, c], key
