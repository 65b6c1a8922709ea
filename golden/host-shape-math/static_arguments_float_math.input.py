from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

EXAMPLES = [
    ("run_blocks_int", "jnp.ones((7, 2))", "fails"),
    ("run_blocks_float", "jnp.ones((7, 2))", "fails"),
    ("run_blocks_numpy", "jnp.ones((7, 2))", "fails"),
    ("run_kept_int", "jnp.arange(10.0)", "fails"),
    ("run_kept_float", "jnp.arange(10.0)", "fails"),
    ("run_kept_float", "jnp.arange(13.0)", "fails"),
    ("run_halves_int", "jnp.arange(9.0)", "fails"),
    ("run_halves_float", "jnp.arange(9.0)", "fails"),
    ("run_halves_numpy", "jnp.arange(9.0)", "fails"),
]


@partial(jax.jit, static_argnums=(1,))
def blocks(x, size: float):
    n = jnp.ceil(x.shape[0] / size).astype(int)
    return jnp.zeros((n, 2))


@partial(jax.jit, static_argnames=("rate",))
def kept(x, rate):
    return x[: int(jnp.floor(x.shape[0] / rate))]


@partial(jax.jit, static_argnums=(1,))
def halves(x, k):
    q = x.shape[0] / k
    top = jnp.round(q * 0.5).astype(jnp.int32)
    return x[:top], x[: -jnp.ceil(q).astype(int)]


# not rewritten (reported): `sqrt` of a numpy float32 argument is float32 even with x64, and
# `x.shape[0] * k` is an int of an int (jax.numpy rounds no int), a float of a float
@partial(jax.jit, static_argnums=(1,))
def root(x, size):
    n = int(jnp.sqrt(x.shape[0] / size))
    return jnp.zeros((n, 2))


@partial(jax.jit, static_argnums=(1,))
def scaled(x, k):
    return x[: jnp.ceil(x.shape[0] * k).astype(int)]


@partial(jax.jit, static_argnums=(1,))
def grown(x, k):
    n = jnp.floor(x.shape[0] * k).astype(int)
    return x[:n]


def run_blocks_int(x):
    return blocks(x, 3)


def run_blocks_float(x):
    return blocks(x, 2.5)


def run_blocks_numpy(x):
    return blocks(x, np.float32(0.3))


def run_kept_int(x):
    return kept(x, rate=4)


def run_kept_float(x):
    return kept(x, rate=1.3)


def run_halves_int(x):
    return halves(x, 2)


def run_halves_float(x):
    return halves(x, 0.7)


def run_halves_numpy(x):
    return halves(x, np.float64(1.7))
