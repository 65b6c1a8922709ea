"""List comprehensions calling a threaded function in the branches of an `if` (and its `else`)
become loops in their branch, as anywhere else, in a jitted function and in one keeping the key:
the key advances only on the branch taken."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100)


@partial(jax.jit, static_argnums=1)
def _noisy(x, n):
    if x.shape[0] > 1:
        ys = [x + _draw(x.shape) for _ in range(n)]
    else:
        ys = [x * _draw(x.shape) for i in range(n) if i % 2 == 0]
    return ys


def main():
    x = jnp.arange(1, 4)
    if x.shape[0] > 2:
        draws = [_noisy(x, 2) for _ in range(2)]
    else:
        draws = [_noisy(x, 1)]
    return (draws, _noisy(x[:1], 3)), key
