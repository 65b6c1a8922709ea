import jax
import jax.numpy as jnp
from jax import lax, random

from . import rng
from .rng import _split_pure


def _noise_pure(KEY, shape):
    split_result, KEY = rng._split_pure(KEY)
    return random.randint(split_result, shape, 0, 10), KEY


def noise(shape):
    noise_result, rng.KEY = _noise_pure(rng.KEY, shape)
    return noise_result


def _scan_walk_pure(KEY, x, n):
    def body(carry_and_KEY, _):
        carry, KEY = carry_and_KEY
        noise_result, KEY = _noise_pure(KEY, carry.shape)
        return (carry + noise_result, KEY), None

    (out, KEY), _ = lax.scan(body, (x, KEY), None, length=n)
    return out, KEY


def scan_walk(x, n):
    scan_walk_result, rng.KEY = _scan_walk_pure(rng.KEY, x, n)
    return scan_walk_result


_fast_scan_pure = jax.jit(_scan_walk_pure, static_argnums=2)


def fast_scan(x, n):
    fast_scan_result, rng.KEY = _fast_scan_pure(rng.KEY, x, n)
    return fast_scan_result


@jax.jit
def _climb_pure(KEY, x):
    def step(i, c_and_KEY):
        c, KEY = c_and_KEY
        split_result, KEY = _split_pure(KEY)
        return c + random.randint(split_result, (), 0, 3), KEY

    return lax.fori_loop(0, 3, step, (x, KEY))


def climb(x):
    climb_result, rng.KEY = _climb_pure(rng.KEY, x)
    return climb_result


def accumulate(n, scale):
    def grow(i, total_and_KEY):
        """A `fori_loop` body in a function never traced: the loop keeps `rng.KEY`."""
        total, KEY = total_and_KEY
        noise_result, KEY = _noise_pure(KEY, total.shape)
        total = total + noise_result * scale
        return total, KEY

    fori_loop_result, rng.KEY = lax.fori_loop(0, n, grow, (jnp.zeros(2, jnp.int32), rng.KEY))
    return fori_loop_result


def main():
    a = fast_scan(jnp.zeros(2, jnp.int32), 4)
    b = climb(jnp.zeros((), jnp.int32))
    c = accumulate(3, 2)
    return [a, b, c], rng.KEY
