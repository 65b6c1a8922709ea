"""A `scan` body must return a pair `(carry, y)`: a lambda body whose value is not written as one
has it unpacked as the loop unpacks it, `c_2, y = value`, then returns `(c_2, key), y`."""
import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(6)


def _step(c):
    global key
    key, sub = random.split(key)
    return c + random.uniform(sub, ())


def _pair(c, x):
    return c + _step(x), x * 2


@jax.jit
def run(xs):
    return lax.scan(lambda c, x: _pair(c, x), 0.0, xs)


@jax.jit
def _listed(xs):
    # a list, and a value computed by another function
    total, ys = lax.scan(lambda c, x: [c + _step(x), x], 0.0, xs)
    return total, ys


def main():
    a = run(jnp.arange(3.0))
    b = _listed(jnp.arange(2.0))
    return [a, b], key
