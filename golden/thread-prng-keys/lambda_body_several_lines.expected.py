import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(5)


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


@jax.jit
def _spread_pure(key, x):
    def fori_loop_body(i, c_and_key):
        c, key = c_and_key
        _step_result, key = _step(key, c)
        return (_step_result
        + i, key)

    return lax.fori_loop(
        0,
        3,
        fori_loop_body,  # the value goes on inside the call's parentheses
        (x, key),
    )


def spread(x):
    global key
    spread_result, key = _spread_pure(key, x)
    return spread_result


@jax.jit
def _walk_pure(key, xs):
    def scan_body(c_and_key_2, x):
        c, key = c_and_key_2
        _step_result, key = _step(key, x)
        return (
            # the new carry
            (c + _step_result, key),
            x * 2,
        )

    (c, key), ys = lax.scan(
        scan_body,
        (0.0, key),
        xs,
    )
    return (c, ys), key


def walk(xs):
    global key
    walk_result, key = _walk_pure(key, xs)
    return walk_result


def main():
    a = spread(0.0)
    b = walk(jnp.arange(3.0))
    return [a, b], key
