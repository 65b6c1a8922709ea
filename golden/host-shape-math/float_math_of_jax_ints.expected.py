import math

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("halved", "jnp.arange(7.0)", "fails"),
    ("halved", "jnp.arange(10.0)", "fails"),
    ("square", "jnp.ones((3, 16))", "fails"),
    ("square", "jnp.ones((2, 49))", "fails"),
    ("blocks", "jnp.ones((10, 5))", "fails"),
    ("blocks", "jnp.ones((12, 3))", "fails"),
    ("quarter", "jnp.ones((3, 5))", "fails"),
    ("quarter", "jnp.ones((4, 8))", "fails"),
    ("per_axis", "jnp.ones((7, 2))", "fails"),
    ("per_axis", "jnp.ones((2, 3, 9))", "fails"),
    ("joined", "jnp.arange(9.0)", "fails"),
]

BLOCK = 4


@jax.jit
def halved(x):
    n = x.shape[0]
    return x[: int(np.divide(n, 2, dtype=jnp.result_type(float)))]


@jax.jit
def square(x):
    side = int(np.sqrt(x.shape[-1], dtype=jnp.result_type(float)))
    return x.reshape((-1, side, side))


@jax.jit
def blocks(x):
    shape = x.shape
    n = -(-shape[0] // BLOCK)
    keep = int(np.floor(np.divide(shape[-1], 2.5, dtype=jnp.result_type(float))))
    padded = jnp.pad(x[:, :keep], ((0, n * BLOCK - x.shape[0]), (0, 0)))
    return padded.reshape((n, BLOCK, keep))


@jax.jit
def quarter(x):
    k = int(np.multiply(math.prod(x.shape), 0.25, dtype=jnp.result_type(float)))
    return x.ravel()[:k]


@jax.jit
def per_axis(x):
    return x.ravel()[: int(np.divide(x.size, x.ndim, dtype=jnp.result_type(float)))]


@jax.jit
def joined(x):
    return x[: int(np.multiply(x.shape[0], 0.5, dtype=jnp.result_type(float)) + np.sqrt(x.shape[0], dtype=jnp.result_type(float)))]
