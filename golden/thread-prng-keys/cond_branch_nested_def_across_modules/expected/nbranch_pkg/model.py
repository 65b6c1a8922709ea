"""A `def` nested in a jitted function, given to `lax.cond` as a branch and calling `rng.next_key`
of another module, takes that key first and returns it; `pick` passes `rng.key`."""
import jax
import jax.numpy as jnp
from jax import lax, random

from nbranch_pkg import rng


@jax.jit
def _pick_pure(key, flag, x):
    def noisy(key, v):
        next_key_result, key = rng._next_key_pure(key)
        return v + random.randint(next_key_result, v.shape, 0, 100), key

    return lax.cond(flag, noisy, lambda key, v: (v, key), key, x)


def pick(flag, x):
    pick_result, rng.key = _pick_pure(rng.key, flag, x)
    return pick_result


def main():
    x = jnp.arange(3)
    return (pick(True, x), pick(False, x)), rng.key
