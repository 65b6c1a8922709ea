import jax.numpy as jnp
from jax.experimental import enable_x64


def sort_twice(a, NINF):
    return jnp.msort(a, 0), NINF


WIDE = enable_x64()
