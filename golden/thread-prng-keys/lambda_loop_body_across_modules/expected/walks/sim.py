import jax
import jax.numpy as jnp
from jax import lax, random

from . import rng


@jax.jit
def _climb_pure(KEY, x):
    def fori_loop_body(i, c_and_KEY):
        c, KEY = c_and_KEY
        split_result, KEY = rng._split_pure(KEY)
        return c + random.randint(split_result, (), 0, 3), KEY

    return lax.fori_loop(0, 3, fori_loop_body, (x, KEY))


def climb(x):
    climb_result, rng.KEY = _climb_pure(rng.KEY, x)
    return climb_result


def walk(x, n):
    def scan_body(c_and_KEY_2, _):
        c, KEY = c_and_KEY_2
        split_result, KEY = rng._split_pure(KEY)
        return (c + jnp.sign(random.normal(split_result, c.shape)), KEY), c

    (out, rng.KEY), ys = lax.scan(scan_body, (x, rng.KEY), None, length=n)
    return out, ys


def fori_loop_body_2(i, c_and_KEY_3):
    c, KEY = c_and_KEY_3
    split_result, KEY = rng._split_pure(KEY)
    return c * 2 + random.randint(split_result, (), 0, 5), KEY


START, rng.KEY = lax.fori_loop(0, 2, fori_loop_body_2, (jnp.ones((), jnp.int32), rng.KEY))


def main():
    b = climb(START)
    w = walk(jnp.zeros(2), 3)
    return [START, b, w], rng.KEY
