"""A `scan` body must return a pair `(carry, y)`: a lambda body whose value is not written as one
has it unpacked as the loop unpacks it, `c_2, y = value`, then returns `(c_2, key), y`."""
import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(6)


def _step(key, c):
    key, sub = random.split(key)
    return c + random.uniform(sub, ()), key


def _pair(key, c, x):
    _step_result, key = _step(key, x)
    return (c + _step_result, x * 2), key


@jax.jit
def _run_pure(key, xs):
    def scan_body_2(c_and_key_2, x):
        c, key = c_and_key_2
        _pair_result, key = _pair(key, c, x)
        c_3, y_2 = _pair_result
        return (c_3, key), y_2

    (scan_carry, key), scan_ys = lax.scan(scan_body_2, (0.0, key), xs)
    return (scan_carry, scan_ys), key


def run(xs):
    global key
    run_result, key = _run_pure(key, xs)
    return run_result


@jax.jit
def _listed(key, xs):
    # a list, and a value computed by another function
    def scan_body(c_and_key, x):
        c, key = c_and_key
        _step_result, key = _step(key, x)
        c_2, y = [c + _step_result, x]
        return (c_2, key), y

    (total, key), ys = lax.scan(scan_body, (0.0, key), xs)
    return (total, ys), key


def main():
    global key
    a = run(jnp.arange(3.0))
    b, key = _listed(key, jnp.arange(2.0))
    return [a, b], key
