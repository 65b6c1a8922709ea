"""A lambda loop body with defaults becomes a `def` with the same defaults, evaluated just before
the statement: constants, the function's own variables and names the module binds once, which
nothing in the statement changes before the lambda is evaluated."""
import jax
from jax import lax as L
from jax import random

key = random.PRNGKey(3)
SHIFT = 0.25


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


@jax.jit
def _with_default_pure(key, x):
    def fori_loop_body(i, c_and_key, s=2.0):
        c, key = c_and_key
        _step_result, key = _step(key, c)
        return _step_result * s, key

    return L.fori_loop(0, 3, fori_loop_body, (x, key))


def with_default(x):
    global key
    with_default_result, key = _with_default_pure(key, x)
    return with_default_result


@jax.jit
def _captured(key, x, scale):
    # `s=scale` binds the function's variable, `t=SHIFT` the module's, `u` is keyword-only
    def fori_loop_body_2(i, c_and_key_2, s=scale, t=SHIFT, *, u=-1):
        c, key = c_and_key_2
        _step_result, key = _step(key, c)
        return (_step_result + t) * s * u, key

    out, key = L.fori_loop(0, 2, fori_loop_body_2, (x, key))
    return out, key


def grow(x, limit):
    global key

    def while_loop_body(v_and_key, rate=(1.5, 0.5)):
        v, key = v_and_key
        _step_result, key = _step(key, v)
        return _step_result * rate[0], key

    while_loop_result, key = L.while_loop(lambda v: v[0] < limit, while_loop_body, (x, key))
    return while_loop_result


def main():
    global key
    a = with_default(1.0)
    b, key = _captured(key, 1.0, 0.5)
    c = grow(1.0, 4.0)
    return [a, b, c], key
