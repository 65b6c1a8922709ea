import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _noise_pure(key, x):
    key, sub = random.split(key)
    return random.normal(sub, x.shape), key


def noise(x):
    global key
    noise_result, key = _noise_pure(key, x)
    return noise_result


@jax.jit
def _run_pure(key, xs):
    def scan_body(c_and_key, x):
        c, key = c_and_key
        noise_result, key = _noise_pure(key, x)
        return (c + noise_result.sum(), key), x

    (scan_carry, key), scan_ys = lax.scan(scan_body, (0.0, key), xs)
    return (scan_carry, scan_ys), key


def run(xs):
    global key
    run_result, key = _run_pure(key, xs)
    return run_result


@jax.jit
def _weighted(key, xs, w):
    # a closure over `w`; the loop's value unpacked
    def scan_body_2(c_and_key_2, x):
        c, key = c_and_key_2
        noise_result, key = _noise_pure(key, x)
        return (c + jnp.sum(noise_result * w), key), x * w

    (total, key), ys = lax.scan(scan_body_2, (0.0, key), xs)
    return (total, ys), key


def main():
    global key
    a = run(jnp.arange(3.0))
    b, key = _weighted(key, jnp.arange(2.0), 2.0)
    return [a, b], key
