"""A jitted `step` with a parameter `key` of its own calling `M.dropout`, whose module's global
key is named `key` too: the key of `model` is threaded into `step` under a new name,
`model_key`, and `step` keeps its own `key` (a public `step` behind its wrapper, a private
`_shift` taking both keys)."""
import jax
import jax.numpy as jnp
from jax import random

from . import model as M

key = random.PRNGKey(1)


@jax.jit
def step(x, key):
    noise = random.uniform(key, x.shape)
    return M.dropout(x + noise, 0.5)


@jax.jit
def _shift(x, key):
    return M.dropout(x + random.uniform(key, x.shape), 0.5)


def main():
    global key
    outs = []
    for _ in range(3):
        key, sub = random.split(key)
        outs.append(step(jnp.ones(4), sub))
        outs.append(_shift(jnp.ones(4), sub))
    return outs, M.key
