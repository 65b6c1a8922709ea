"""`vmap` of a function drawing from the global key, called where it is made, in jitted code and
in `main`: eagerly the original traces the function once per call, its key unmapped, so one split
per call. The key goes first, unmapped in and out: `in_axes` gets `None` first (given for each
argument where it was one for all, `0` where left out) and `out_axes` becomes `(out_axes, None)`;
a lambda whose body calls the function takes the key first and passes it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(7)


def _noisy_pure(key, row):
    key, sub = random.split(key)
    return row + random.uniform(sub, row.shape), key


def noisy(row):
    global key
    noisy_result, key = _noisy_pure(key, row)
    return noisy_result


def _scaled(key, row, s):
    key, sub = random.split(key)
    return row + s * random.uniform(sub, row.shape), key


@jax.jit
def _batch_pure(key, x):
    return jax.vmap(_noisy_pure, in_axes=(None, 0), out_axes=(0, None))(key, x)


def batch(x):
    global key
    batch_result, key = _batch_pure(key, x)
    return batch_result


@jax.jit
def _both(key, x, y):
    a, key = jax.vmap(_scaled, in_axes=(None, 0, None), out_axes=(0, None))(key, x, 2.0)
    b, key = jax.vmap(_scaled, in_axes=(None, 1, 1), out_axes=(1, None))(key, y, jnp.ones((1, 2)))
    return (a, b), key


@jax.jit
def _halved(key, x):
    _scaled_result, key = jax.vmap(lambda key, r: _scaled(key, r, 0.5), in_axes=(None, 0), out_axes=(0, None))(key, x)
    return _scaled_result * 2, key


def main():
    global key
    x = jnp.zeros((2, 3))
    y = jnp.zeros((3, 2))
    out = [batch(x)]
    out.append(batch(x))
    _both_result, key = _both(key, x, y)
    out.append(_both_result)
    _halved_result, key = _halved(key, x)
    out.append(_halved_result)
    noisy_result, key = jax.vmap(_noisy_pure, in_axes=(None, 0), out_axes=(0, None))(key, x)
    out.append(noisy_result)
    out.append(noisy(x[0]))
    _scaled_result, key = _scaled(key, x[1], 3.0)
    out.append(_scaled_result)
    return out, key
