"""`sample` is traced through `half = partial(sample, ...)` and `draw = sample`, which omnifix does
not pass a key through: reported, nothing changes (a wrapper would be traced)."""
import functools

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def sample(x, scale):
    global key
    key, sub = random.split(key)
    return scale * random.normal(sub, x.shape)


half = functools.partial(sample, scale=0.5)
draw = sample


@jax.jit
def step(x):
    return half(x) + draw(x, 1.0)


def main():
    return [step(jnp.ones(2))], key
