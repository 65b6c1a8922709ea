"""`vmap` of a function drawing from the global key, called where it is made, in jitted code and
in `main`: eagerly the original traces the function once per call, its key unmapped, so one split
per call. The key goes first, unmapped in and out: `in_axes` gets `None` first (given for each
argument where it was one for all, `0` where left out) and `out_axes` becomes `(out_axes, None)`;
a lambda whose body calls the function takes the key first and passes it."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(7)


def noisy(row):
    global key
    key, sub = random.split(key)
    return row + random.uniform(sub, row.shape)


def _scaled(row, s):
    global key
    key, sub = random.split(key)
    return row + s * random.uniform(sub, row.shape)


@jax.jit
def batch(x):
    return jax.vmap(noisy)(x)


@jax.jit
def _both(x, y):
    a = jax.vmap(_scaled, in_axes=(0, None))(x, 2.0)
    b = jax.vmap(_scaled, in_axes=1, out_axes=1)(y, jnp.ones((1, 2)))
    return a, b


@jax.jit
def _halved(x):
    return jax.vmap(lambda r: _scaled(r, 0.5))(x) * 2


def main():
    x = jnp.zeros((2, 3))
    y = jnp.zeros((3, 2))
    out = [batch(x)]
    out.append(batch(x))
    out.append(_both(x, y))
    out.append(_halved(x))
    out.append(jax.vmap(noisy)(x))
    out.append(noisy(x[0]))
    out.append(_scaled(x[1], 3.0))
    return out, key
