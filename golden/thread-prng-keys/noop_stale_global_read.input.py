"""A jitted function reading the global key that only eager code rebinds (`reseed`, with `global
key`) reads the key of trace time, a constant of the compiled function: every call gives the same
numbers, where eagerly each call sees the new key. Nothing is rewritten; the read is reported (a
key the module never rebinds is not: golden noop_key_read_never_rebound)."""
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


def main():
    values = []
    for _ in range(3):
        reseed()
        values.append(sample(jnp.zeros(2)))
    return values, key
