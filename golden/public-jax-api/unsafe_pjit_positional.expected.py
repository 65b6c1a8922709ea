# Old pjit took its shardings by position; `jax.jit` takes them by keyword only.
import jax.numpy as jnp
from jax import jit as pjit


def double(x):
    return x * 2


doubled = pjit(double, in_shardings=None, out_shardings=None)
summed = pjit(
    jnp.sum,
    in_shardings=None,
    out_shardings=None,
)
