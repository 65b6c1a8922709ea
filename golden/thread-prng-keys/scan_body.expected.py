import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _body_pure(carry_and_key, x):
    carry, key = carry_and_key
    key, sub = random.split(key)
    return (carry + random.normal(sub, ()), key), x


def body(carry, x):
    global key
    (body_carry, key), body_result = _body_pure((carry, key), x)
    return body_carry, body_result


@jax.jit
def _run_pure(key, xs):
    (scan_carry, key), scan_ys = lax.scan(_body_pure, (0.0, key), xs)
    return (scan_carry, scan_ys), key


def run(xs):
    global key
    run_result, key = _run_pure(key, xs)
    return run_result


def main():
    total, xs = run(jnp.arange(3.0))
    again, _ = run(jnp.arange(2.0))
    return [total, xs, again], key
