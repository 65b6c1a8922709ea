"""A jitted function reading the global key that only eager code rebinds (`reseed`, with `global
key`) read the key of trace time, a constant of the compiled function: every call gave the same
numbers, where eagerly each call saw the new key. The traced part becomes `_sample_pure(key, x)`,
and `sample` keeps its signature as a wrapper passing it the key of each call; nothing comes back,
the key being only read (a key the module never rebinds is left alone: golden
noop_key_read_never_rebound)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def reseed():
    global key
    key, _ = random.split(key)


@jax.jit
def _sample_pure(key, x):
    """Uniform noise added to `x`."""
    return x + random.uniform(key, x.shape)


def sample(x):
    """Uniform noise added to `x`."""
    global key
    return _sample_pure(key, x)


def main():
    values = []
    for _ in range(3):
        reseed()
        values.append(sample(jnp.zeros(2)))
    return values, key
