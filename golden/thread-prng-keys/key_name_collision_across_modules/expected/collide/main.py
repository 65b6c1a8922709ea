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
def _step_pure(model_key, x, key):
    noise = random.uniform(key, x.shape)
    return M._dropout_pure(model_key, x + noise, 0.5)


def step(x, key):
    step_result, M.key = _step_pure(M.key, x, key)
    return step_result


@jax.jit
def _shift(model_key, x, key):
    return M._dropout_pure(model_key, x + random.uniform(key, x.shape), 0.5)


def main():
    global key
    outs = []
    for _ in range(3):
        key, sub = random.split(key)
        outs.append(step(jnp.ones(4), sub))
        _shift_result, M.key = _shift(M.key, jnp.ones(4), sub)
        outs.append(_shift_result)
    return outs, M.key
