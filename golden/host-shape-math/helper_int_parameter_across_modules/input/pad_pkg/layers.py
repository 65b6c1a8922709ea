import jax
import jax.numpy as jnp

from pad_pkg import pad_rows

from . import ops
from .ops import take

BLOCKS = 2

EXAMPLES = [
    ("padded", "jnp.arange(12.0).reshape(6, 2)", "fails"),
    ("heads", "jnp.arange(12.0).reshape(6, 2)", "fails"),
]


@jax.jit
def padded(x):
    n = jnp.maximum(x.shape[0] // BLOCKS, 1)
    return pad_rows(x, n), ops.pad_rows(x, n=jnp.minimum(x.shape[0], 3))


@jax.jit
def heads(x):
    return (
        take(x, jnp.array(x.shape)[1] // 2, scale=2),
        ops.first(x, count=jnp.int32(x.shape[0] - 1)),
    )


def main():
    x = jnp.arange(12.0).reshape(6, 2)
    return padded(x), heads(x)
