"""A loop whose lambda body calls a threaded function, in a list comprehension: the comprehension
becomes a `for` loop (as for any threaded call in one) and the lambda a `def` inside it, right
before the loop's call, so it sees the element it saw."""
import jax
import jax.numpy as jnp
from jax import lax as L
from jax import random

key = random.PRNGKey(4)


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


def _grow(v_and_key):
    v, key = v_and_key
    _step_result, key = _step(key, v)
    return _step_result * 1.5, key


@jax.jit
def _in_a_comprehension_pure(key, xs):
    values_2 = []
    for x0 in xs:
        def fori_loop_body(i, c_and_key):
            c, key = c_and_key
            return _step(key, c)

        fori_loop_result, key = L.fori_loop(0, 2, fori_loop_body, (x0, key))
        values_2.append(fori_loop_result)
    return values_2, key


def in_a_comprehension(xs):
    global key
    in_a_comprehension_result, key = _in_a_comprehension_pure(key, xs)
    return in_a_comprehension_result


@jax.jit
def _offsets(key, xs, limit):
    # the lambda reads the comprehension's variable, through a default too
    walks = []
    for n, row in enumerate(xs):
        if n > 0:
            def fori_loop_body_2(i, c_and_key_2, o=row):
                c, key = c_and_key_2
                _step_result, key = _step(key, c)
                return _step_result + o, key

            fori_loop_result, key = L.fori_loop(0, 2, fori_loop_body_2, (row, key))
            walks.append(fori_loop_result)
    values = []
    for start in walks:
        while_loop_result, key = L.while_loop(lambda v: v[0] < limit, _grow, (start, key))
        values.append(while_loop_result)
    ends = jnp.stack(values)
    return ends, key


def main():
    global key
    a = in_a_comprehension(jnp.arange(3.0))
    b, key = _offsets(key, jnp.arange(3.0), 5.0)
    return [a, b], key
