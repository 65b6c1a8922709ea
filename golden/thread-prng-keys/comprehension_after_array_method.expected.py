"""A comprehension or generator calling a threaded function after a method of an array that a
JAX function just made, in its statement (`jnp.stack(outs).max(0)`, a chain of them), becomes
loops before the statement: JAX arrays are immutable and their methods are JAX's own, so building
the list first changes no value."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 10), key


@jax.jit
def _ensemble_pure(key, x):
    outs = []
    for _ in range(3):
        _draw_result, key = _draw(key, x.shape)
        outs.append(_draw_result)
    values = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values.append(_draw_result)
    return (jnp.stack(outs).max(0), sum(values)), key


def ensemble(x):
    global key
    ensemble_result, key = _ensemble_pure(key, x)
    return ensemble_result


@jax.jit
def _chained_pure(key, x):
    values_2 = []
    for _ in range(2):
        _draw_result, key = _draw(key, x.shape)
        values_2.append(_draw_result)
    return jnp.asarray(x).astype(jnp.int32).sum() + jnp.stack(values_2), key


def chained(x):
    global key
    chained_result, key = _chained_pure(key, x)
    return chained_result


def main():
    x = jnp.arange(3)
    return [ensemble(x), chained(x), ensemble(x)], key
