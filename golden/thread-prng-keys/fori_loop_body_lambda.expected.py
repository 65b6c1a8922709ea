import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(0)


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


@jax.jit
def _run_pure(key, x):
    def fori_loop_body(i, c_and_key):
        c, key = c_and_key
        return _step(key, c)

    return L.fori_loop(0, 3, fori_loop_body, (x, key))


def run(x):
    global key
    run_result, key = _run_pure(key, x)
    return run_result


@jax.jit
def _scaled(key, x, scale):
    # a closure over `scale`, the call inside the lambda's value
    def fori_loop_body_2(i, c_and_key_2):
        c, key = c_and_key_2
        _step_result, key = _step(key, c)
        return _step_result * scale + i, key

    out, key = L.fori_loop(0, 2, fori_loop_body_2, (x, key))
    return out, key


def grow(x, limit):
    global key

    def while_loop_body(v_and_key):
        v, key = v_and_key
        _step_result, key = _step(key, v)
        return (_step_result * 1.5), key

    while_loop_result, key = L.while_loop(lambda v: v[0] < limit, while_loop_body, (x, key))
    return while_loop_result


def main():
    global key
    a = run(1.0)
    b, key = _scaled(key, 1.0, 0.5)
    c = grow(1.0, 4.0)
    return [a, b, c], key
