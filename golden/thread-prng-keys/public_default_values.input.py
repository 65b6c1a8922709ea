"""Public functions whose defaults are not literals keep their signatures: each such default is
evaluated once, where it was, into a module-level name the wrapper and the pure form both take it
from (the same object as before); a literal one (`axis=-1`) is repeated. A jitted function whose
parameter with a default is not static (`normals`) is threaded explicitly: its wrapper would pass
the default traced, where a call leaving it out had it as a Python value in the trace."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(7)
OFFSETS = [0.5, 1.5]


def noisy(x, scale=jnp.float32(0.25), axis=-1, *, offsets=OFFSETS[:1]):
    global key
    key, sub = random.split(key)
    return (x + scale * random.uniform(sub, x.shape)).sum(axis) + offsets[0]


@partial(jax.jit, static_argnames=("shape",))
def uniform(low, shape=tuple(range(2, 4))):
    global key
    key, sub = random.split(key)
    return low + random.uniform(sub, shape)


@jax.jit
def normals(x, n=len(OFFSETS)):
    global key
    key, sub = random.split(key)
    return x + n * random.uniform(sub, x.shape)


@jax.jit
def step(x):
    return noisy(x) + noisy(x, 2.0, offsets=[3.0]) + uniform(1.0).max()


def main():
    values = [normals(jnp.zeros(2)), step(jnp.ones((2, 2))), noisy(jnp.zeros(2)), uniform(0.0)]
    values.append(step(jnp.ones((2, 2))))
    return values, key
