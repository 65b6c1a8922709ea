import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(11)


def _noise_pure(key, x):
    key, sub = random.split(key)
    return random.uniform(sub, jnp.shape(x)), key


def noise(x):
    global key
    noise_result, key = _noise_pure(key, x)
    return noise_result


@jax.jit
def _run_pure(key, xs):
    def step(carry_and_key, x):
        carry, key = carry_and_key
        noise_result, key = _noise_pure(key, x)
        return (carry + noise_result, key), x

    (scan_carry, key), scan_ys = lax.scan(step, (0.0, key), xs)
    return (scan_carry, scan_ys), key


def run(xs):
    global key
    run_result, key = _run_pure(key, xs)
    return run_result


def accumulate(n, scale):
    global key

    def grow(i, total_and_key):
        """A `fori_loop` body closing over `scale`, in a function never traced."""
        total, key = total_and_key
        noise_result, key = _noise_pure(key, total)
        total = total + noise_result * scale
        return total, key

    fori_loop_result, key = lax.fori_loop(0, n, grow, (0.0, key))
    return fori_loop_result


def main():
    a = run(jnp.arange(3.0))
    b = accumulate(4, 0.5)
    return [a, b], key
