"""A loop whose lambda body calls a threaded function, in a list comprehension: the comprehension
becomes a `for` loop (as for any threaded call in one) and the lambda a `def` inside it, right
before the loop's call, so it sees the element it saw."""
import jax
import jax.numpy as jnp
from jax import lax as L
from jax import random

key = random.PRNGKey(4)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


def _grow(v):
    return _step(v) * 1.5


@jax.jit
def in_a_comprehension(xs):
    return [L.fori_loop(0, 2, lambda i, c: _step(c), x0) for x0 in xs]


@jax.jit
def _offsets(xs, limit):
    # the lambda reads the comprehension's variable, through a default too
    walks = [
        L.fori_loop(0, 2, lambda i, c, o=row: _step(c) + o, row)
        for n, row in enumerate(xs)
        if n > 0
    ]
    ends = jnp.stack([L.while_loop(lambda v: v < limit, _grow, start) for start in walks])
    return ends


def main():
    a = in_a_comprehension(jnp.arange(3.0))
    b = _offsets(jnp.arange(3.0), 5.0)
    return [a, b], key
