"""A `def` nested in a jitted function, given to `lax.cond` as a branch and calling `rng.next_key`
of another module, takes that key first and returns it; `pick` passes `rng.key`."""
import jax
import jax.numpy as jnp
from jax import lax, random

from nbranch_pkg import rng


@jax.jit
def pick(flag, x):
    def noisy(v):
        return v + random.randint(rng.next_key(), v.shape, 0, 100)

    return lax.cond(flag, noisy, lambda v: v, x)


def main():
    x = jnp.arange(3)
    return (pick(True, x), pick(False, x)), rng.key
