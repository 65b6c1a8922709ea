"""Float math on an attribute (`x.shape[0] / self.block`) rounded by `jnp.ceil`, `floor` or
`trunc` and made an int by `.astype(int)` or `int()`: on the host `np.ceil(..., dtype=...)` of the
same text, in jax.numpy's float dtype, and `int()`. Whatever the attribute holds (an int, a float,
a numpy scalar, a 0-d jax array) the float is computed as before and rounds to the same int;
`.astype(int)` becomes `int()` only where the place needs a scalar int (a shape entry, a
`dynamic_slice` size, `range()`), where an array attribute fails in the original too. (0-d jax
array attributes: `test_attribute_float_forms_give_the_device_ints`, as `--verify` traces an
instance's arrays.)"""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

EXAMPLES = [
    ("blocks_int", "jnp.ones((7, 2))", "fails"),
    ("blocks_float", "jnp.ones((7, 2))", "fails"),
    ("blocks_numpy_int", "jnp.ones((7, 2))", "fails"),
    ("blocks_numpy_float", "jnp.ones((7, 2))", "fails"),
    ("windows_int", "jnp.arange(9.0)", "fails"),
    ("windows_numpy_float", "jnp.arange(9.0)", "fails"),
    ("sums_float", "jnp.arange(10.0)", "fails"),
    ("sums_numpy_int", "jnp.arange(10.0)", "fails"),
    ("kept_numpy_float", "jnp.arange(13.0)", "fails"),
]


class Blocked:
    def __init__(self, block):
        self.block = block

    @partial(jax.jit, static_argnums=0)
    def blocks(self, x):
        n = jnp.ceil(x.shape[0] / self.block).astype(int)
        return jnp.zeros((n, 2))

    @partial(jax.jit, static_argnums=0)
    def windows(self, x):
        size = jnp.floor(x.shape[0] * 0.5 / self.block).astype(jnp.int32)
        return lax.dynamic_slice(x, (0,), (size,))

    @partial(jax.jit, static_argnums=0)
    def sums(self, x):
        total = 0.0
        for i in range(jnp.trunc(x.shape[0] / self.block).astype(int)):
            total = total + x[i]
        return total

    @partial(jax.jit, static_argnums=0)
    def kept(self, x):
        return x[: int(jnp.ceil(x.shape[0] / self.block))]


def blocks_int(x):
    return Blocked(3).blocks(x)


def blocks_float(x):
    return Blocked(2.5).blocks(x)


def blocks_numpy_int(x):
    return Blocked(np.int64(3)).blocks(x)


def blocks_numpy_float(x):
    return Blocked(np.float32(0.3)).blocks(x)


def windows_int(x):
    return Blocked(2).windows(x)


def windows_numpy_float(x):
    return Blocked(np.float32(1.3)).windows(x)


def sums_float(x):
    return Blocked(1.5).sums(x)


def sums_numpy_int(x):
    return Blocked(np.int64(4)).sums(x)


def kept_numpy_float(x):
    return Blocked(np.float32(2.6)).kept(x)
