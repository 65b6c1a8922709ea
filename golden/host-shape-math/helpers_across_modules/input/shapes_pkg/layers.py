import jax
import jax.numpy as jnp

from shapes_pkg import flat_size
from . import sizes
from .sizes import _rows

EXAMPLES = [
    ("flatten", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("by_rows", "jnp.arange(6.0).reshape(3, 2)", "fails"),
    ("normalize", "jnp.arange(6.0).reshape(2, 3)", "works"),
]


@jax.jit
def flatten(x):
    n = flat_size(x)
    return x.reshape((n,)), x.reshape(sizes.flat_size(x) * 1)


@jax.jit
def by_rows(x):
    if _rows(x) > 1:
        return x.reshape(_rows(x), -1)
    return x


def normalize(x):
    return x * sizes.last_dim(x)
