from functools import partial

import jax
from jax import lax, random

key = random.PRNGKey(1)


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


def _small(v):
    return v < 2.0


def grow(x):
    global key
    y = 1.0

    def while_loop_body(v_and_key):
        v, key = v_and_key
        return _step(key, v)

    while_loop_result, key = lax.while_loop(lambda val_and_key: _small(val_and_key[0]), while_loop_body, (x, key))
    y += while_loop_result

    def fori_loop_body(i, c_and_key, /):
        c, key = c_and_key
        return _step(key, c)

    fori_loop_result, key = lax.fori_loop(0, 2, fori_loop_body, (y, key))
    z: float = fori_loop_result
    return z


@partial(jax.jit, static_argnums=2)
def _branch_pure(key, x, flag: bool):
    if flag:
        def fori_loop_body_2(i, c_and_key_2):
            c, key = c_and_key_2
            return _step(key, c)

        y, key = lax.fori_loop(0, 2, fori_loop_body_2, (x, key))
    else:
        y = x

        def fori_loop_body_3(i, c_and_key_3):
            c, key = c_and_key_3
            return _step(key, c)

        y, key = lax.fori_loop(0, 2, fori_loop_body_3, (y, key))
    return y, key


def branch(x, flag: bool):
    global key
    branch_result, key = _branch_pure(key, x, flag)
    return branch_result


def main():
    a = grow(0.0)
    b = branch(0.0, True)
    c = branch(1.0, False)
    return [a, b, c], key
