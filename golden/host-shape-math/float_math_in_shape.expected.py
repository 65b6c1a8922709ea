import math

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("square", "jnp.ones((3, 16))", "fails"),
    ("square", "jnp.ones((2, 49))", "fails"),
    ("padded", "jnp.arange(7.0)", "fails"),
    ("padded", "jnp.arange(10.0)", "fails"),
    ("halves", "jnp.ones((9, 4))", "fails"),
    ("halves", "jnp.ones((6, 6))", "fails"),
    ("quarter_side", "jnp.ones((5, 13))", "fails"),
    ("quarter_side", "jnp.ones((2, 64))", "fails"),
    ("scaled", "jnp.arange(50.0)", "fails"),
    ("kept", "jnp.ones((10, 2))", "fails"),
    ("kept", "jnp.ones((7, 2))", "fails"),
    ("patches", "jnp.ones((2, 4, 9))", "fails"),
    ("patches", "jnp.ones((3, 2, 8))", "fails"),
]

RATE = 0.3


@jax.jit
def square(x):
    s = int(np.sqrt(x.shape[-1], dtype=jnp.result_type(float)))
    return x.reshape((-1, s, s))


@jax.jit
def padded(x):
    n = int(np.ceil(x.shape[0] / 2.5, dtype=jnp.result_type(float)))
    return jnp.pad(x, (0, n))


def halves(x):
    half = int(np.multiply(np.sqrt(x.size, dtype=jnp.result_type(float)), 0.5, dtype=jnp.result_type(float)))
    top = int(np.rint(x.shape[0] * 0.75, dtype=jnp.result_type(float)))
    return x[:half], x[:top]


@jax.jit
def quarter_side(x):
    n = x.shape[-1]
    side = int(np.floor(np.divide(np.sqrt(n, dtype=jnp.result_type(float)), 2, dtype=jnp.result_type(float))))
    return jnp.zeros((side, x.shape[0] + 1))


def scaled(x):
    scale = jnp.sqrt(x.shape[-1])
    scale_static = np.sqrt(x.shape[-1], dtype=jnp.result_type(float))
    return x[: int(scale_static)] * scale


@jax.jit
def kept(x):
    return x[: int(np.floor(x.shape[0] * (1 - RATE), dtype=jnp.result_type(float)))]


@jax.jit
def patches(x):
    side = int(np.sqrt(math.prod(x.shape[1:]), dtype=jnp.result_type(float)))
    return x.reshape((x.shape[0], side, side))
