from functools import partial

import jax
from jax import lax, random

key = random.PRNGKey(1)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


def _small(v):
    return v < 2.0


def grow(x):
    y = 1.0
    y += lax.while_loop(_small, lambda v: _step(v), x)
    z: float = lax.fori_loop(0, 2, lambda i, c, /: _step(c), y)
    return z


@partial(jax.jit, static_argnums=1)
def branch(x, flag: bool):
    if flag:
        y = lax.fori_loop(0, 2, lambda i, c: _step(c), x)
    else:
        y = x
        y = lax.fori_loop(0, 2, lambda i, c: _step(c), y)
    return y


def main():
    a = grow(0.0)
    b = branch(0.0, True)
    c = branch(1.0, False)
    return [a, b, c], key
