import jax
import jax.numpy as jnp
from jax import lax, random

from . import rng


@jax.jit
def climb(x):
    return lax.fori_loop(0, 3, lambda i, c: c + random.randint(rng.split(), (), 0, 3), x)


def walk(x, n):
    out, ys = lax.scan(lambda c, _: (c + jnp.sign(random.normal(rng.split(), c.shape)), c), x, None, length=n)
    return out, ys


START = lax.fori_loop(0, 2, lambda i, c: c * 2 + random.randint(rng.split(), (), 0, 5), jnp.ones((), jnp.int32))


def main():
    b = climb(START)
    w = walk(jnp.zeros(2), 3)
    return [START, b, w], rng.KEY
