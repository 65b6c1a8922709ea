import jax
import jax.numpy as jnp
from jax import lax, random

from . import rng
from .rng import split


def noise(shape):
    return random.randint(rng.split(), shape, 0, 10)


def scan_walk(x, n):
    def body(carry, _):
        return carry + noise(carry.shape), None

    out, _ = lax.scan(body, x, None, length=n)
    return out


fast_scan = jax.jit(scan_walk, static_argnums=1)


@jax.jit
def climb(x):
    def step(i, c):
        return c + random.randint(split(), (), 0, 3)

    return lax.fori_loop(0, 3, step, x)


def accumulate(n, scale):
    def grow(i, total):
        """A `fori_loop` body in a function never traced: the loop keeps `rng.KEY`."""
        total = total + noise(total.shape) * scale
        return total

    return lax.fori_loop(0, n, grow, jnp.zeros(2, jnp.int32))


def main():
    a = fast_scan(jnp.zeros(2, jnp.int32), 4)
    b = climb(jnp.zeros((), jnp.int32))
    c = accumulate(3, 2)
    return [a, b, c], rng.KEY
