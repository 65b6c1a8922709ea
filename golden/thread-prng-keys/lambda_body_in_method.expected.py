"""A lambda loop body in a method or a nested function becomes a `def` there: the method, jitted,
is made pure behind a wrapper with its signature; one never traced keeps the state (`global key`)."""
from functools import partial

import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(8)


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


class Model:
    def __init__(self, scale):
        self.scale = scale

    @partial(jax.jit, static_argnums=0)
    def _run_pure(self, key, x):
        def fori_loop_body(i, c_and_key):
            c, key = c_and_key
            _step_result, key = _step(key, c)
            return _step_result * self.scale, key

        return L.fori_loop(0, 3, fori_loop_body, (x, key))

    def run(self, x):
        global key
        run_result, key = self._run_pure(key, x)
        return run_result

    def grow(self, x):
        global key

        def while_loop_body(v_and_key):
            v, key = v_and_key
            _step_result, key = _step(key, v)
            return _step_result * self.scale, key

        while_loop_result, key = L.while_loop(lambda v: v[0] < 4.0, while_loop_body, (x, key))
        return while_loop_result


def main():
    model = Model(1.5)
    return [model.run(1.0), model.grow(1.0)], key
