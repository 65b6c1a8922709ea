"""A jitted function reading the global key that eager code rebinds reads the key of trace time.
It is kept as it is, reported, where a wrapper would not help: `sample` is called in another
traced function (whose trace would read the key again), `scaled` has a default value (which the
wrapper would pass to the trace), `peek` calls `_offset`, which reads the key too. Golden
stale_global_read rewrites the reader."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def reseed():
    global key
    key, _ = random.split(key)


@jax.jit
def sample(x):
    return x + random.uniform(key, x.shape)


@jax.jit
def step(x):
    return sample(x) * 2


@jax.jit
def scaled(x, scale=2.0):
    return scale * random.uniform(key, x.shape)


def _offset():
    return key[0]


@jax.jit
def peek(x):
    return x + _offset() + random.uniform(key, x.shape)


def main():
    values = []
    for _ in range(2):
        reseed()
        x = jnp.zeros(2)
        values.append([step(x), scaled(x), peek(x)])
    return values, key
