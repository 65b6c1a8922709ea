"""A comprehension whose element reads attributes in the threaded call's own arguments
(`x * sample(x.shape)`) becomes loops: those arguments are still evaluated just before the call."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _sample(shape):
    global key
    key, sub = random.split(key)
    return random.normal(sub, shape)


@jax.jit
def ensemble(x):
    return jnp.stack([x * _sample(x.shape) for i in range(3)])


@jax.jit
def widths(x):
    return [_sample(x.shape[:1]) * x.size for j in range(2)]


def main():
    x = jnp.ones(4)
    return [ensemble(x), ensemble(x), widths(x)], key
