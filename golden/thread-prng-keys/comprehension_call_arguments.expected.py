"""A comprehension whose element reads attributes in the threaded call's own arguments
(`x * sample(x.shape)`) becomes loops: those arguments are still evaluated just before the call."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _sample(key, shape):
    key, sub = random.split(key)
    return random.normal(sub, shape), key


@jax.jit
def _ensemble_pure(key, x):
    values = []
    for i in range(3):
        _sample_result, key = _sample(key, x.shape)
        values.append(x * _sample_result)
    return jnp.stack(values), key


def ensemble(x):
    global key
    ensemble_result, key = _ensemble_pure(key, x)
    return ensemble_result


@jax.jit
def _widths_pure(key, x):
    values_2 = []
    for j in range(2):
        _sample_result, key = _sample(key, x.shape[:1])
        values_2.append(_sample_result * x.size)
    return values_2, key


def widths(x):
    global key
    widths_result, key = _widths_pure(key, x)
    return widths_result


def main():
    x = jnp.ones(4)
    return [ensemble(x), ensemble(x), widths(x)], key
