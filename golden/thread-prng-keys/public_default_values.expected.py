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


_noisy_scale_default = jnp.float32(0.25)
_noisy_offsets_default = OFFSETS[:1]


def _noisy_pure(key, x, scale=_noisy_scale_default, axis=-1, *, offsets=_noisy_offsets_default):
    key, sub = random.split(key)
    return (x + scale * random.uniform(sub, x.shape)).sum(axis) + offsets[0], key


def noisy(x, scale=_noisy_scale_default, axis=-1, *, offsets=_noisy_offsets_default):
    global key
    noisy_result, key = _noisy_pure(key, x, scale, axis, offsets=offsets)
    return noisy_result


_uniform_shape_default = tuple(range(2, 4))


@partial(jax.jit, static_argnames=("shape",))
def _uniform_pure(key, low, shape=_uniform_shape_default):
    key, sub = random.split(key)
    return low + random.uniform(sub, shape), key


def uniform(low, shape=_uniform_shape_default):
    global key
    uniform_result, key = _uniform_pure(key, low, shape)
    return uniform_result


@jax.jit
def normals(key, x, n=len(OFFSETS)):
    key, sub = random.split(key)
    return x + n * random.uniform(sub, x.shape), key


@jax.jit
def _step_pure(key, x):
    noisy_result, key = _noisy_pure(key, x)
    noisy_result_2, key = _noisy_pure(key, x, 2.0, offsets=[3.0])
    uniform_result, key = _uniform_pure(key, 1.0)
    return noisy_result + noisy_result_2 + uniform_result.max(), key


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


def main():
    global key
    normals_result, key = normals(key, jnp.zeros(2))
    values = [normals_result, step(jnp.ones((2, 2))), noisy(jnp.zeros(2)), uniform(0.0)]
    values.append(step(jnp.ones((2, 2))))
    return values, key
