import math

import jax.numpy as jnp
from jax import jit, lax

EXAMPLES = [
    ("moved", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("square", "jnp.ones((3, 5))", "fails"),
    ("padded", "jnp.arange(6.0)", "fails"),
    ("head", "jnp.arange(10.0).reshape(5, 2)", "fails"),
]


@jit
def moved(x):
    return jnp.transpose(x, (x.ndim - 1, 0, 1))


@jit
def square(x):
    return jnp.eye(min(x.shape)) + jnp.identity(max(x.shape))[:3, :3]


@jit
def padded(x):
    return jnp.pad(x, (x.shape[0] // 3, 1))


@jit
def head(x):
    return lax.dynamic_slice(x, (0, 0), (x.shape[0] - 2, math.prod(x.shape[1:])))
