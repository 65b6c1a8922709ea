"""A lambda loop body in a method or a nested function becomes a `def` there: the method, jitted,
is made pure behind a wrapper with its signature; one never traced keeps the state (`global key`)."""
from functools import partial

import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(8)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


class Model:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def run(self, x):
        return L.fori_loop(0, 3, lambda i, c: _step(c) * self.scale, x)

    def grow(self, x):
        return L.while_loop(lambda v: v < 4.0, lambda v: _step(v) * self.scale, x)


def main():
    model = Model(1.5)
    return [model.run(1.0), model.grow(1.0)], key
