# Old pjit took its shardings by position; `jax.jit` takes them by keyword only.
import jax.numpy as jnp
from jax.experimental.pjit import pjit


def double(x):
    return x * 2


doubled = pjit(double, None, None)
summed = pjit(
    jnp.sum,
    None,
    out_axis_resources=None,
)
