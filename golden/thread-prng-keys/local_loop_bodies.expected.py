import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(11)


@jax.jit
def _run_pure(key, xs):
    def step(carry_and_key, x):
        carry, key = carry_and_key
        key, sub = random.split(key)
        return (carry + random.uniform(sub, ()) * x, key), carry

    (scan_carry, key), scan_ys = lax.scan(step, (0.0, key), xs)
    return (scan_carry, scan_ys), key


def run(xs):
    global key
    run_result, key = _run_pure(key, xs)
    return run_result


def accumulate(n):
    global key

    def grow(i, total_and_key):
        total, key = total_and_key
        key, sub = random.split(key)
        return total + random.uniform(sub, ()), key

    fori_loop_result, key = lax.fori_loop(0, n, grow, (0.0, key))
    return fori_loop_result


def main():
    a = run(jnp.arange(3.0))
    b = accumulate(4)
    return [a, b], key
