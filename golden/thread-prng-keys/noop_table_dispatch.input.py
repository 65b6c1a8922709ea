"""Functions reaching a split of the global key stored in a module-level dict that a jitted
function reads (`ACTS[name](x, 0.5)`): called through the table, they split the key at trace time.
omnifix follows calls by name, not through a table: each stored function is reported."""
import functools

import jax
import jax.numpy as jnp
from jax import random

_rng = random.PRNGKey(2)


def next_key():
    global _rng
    _rng, k = random.split(_rng)
    return k


def dropout(x, rate):
    keep = random.bernoulli(next_key(), 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0)


def gauss(x, s):
    return x + s * random.normal(next_key(), x.shape)


def clip(x, limit):
    return jnp.clip(x, -limit, limit)


ACTS = {"drop": dropout, "gauss": gauss, "clip": clip}


@functools.partial(jax.jit, static_argnums=1)
def apply_act(x, name):
    return ACTS[name](x, 0.5)


def main():
    x = jnp.ones(3)
    return apply_act(x, "drop"), apply_act(x, "gauss"), apply_act(x, "clip")
