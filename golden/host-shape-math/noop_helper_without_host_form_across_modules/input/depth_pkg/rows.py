import jax

from .features import depth


@jax.jit
def first_rows(x):
    return x[: depth(x)]
