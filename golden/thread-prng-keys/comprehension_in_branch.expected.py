"""List comprehensions calling a threaded function in the branches of an `if` (and its `else`)
become loops in their branch, as anywhere else, in a jitted function and in one keeping the key:
the key advances only on the branch taken."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(3)


def _draw(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100), key


@partial(jax.jit, static_argnums=2)
def _noisy(key, x, n):
    if x.shape[0] > 1:
        ys = []
        for _ in range(n):
            _draw_result, key = _draw(key, x.shape)
            ys.append(x + _draw_result)
    else:
        ys = []
        for i in range(n):
            if i % 2 == 0:
                _draw_result, key = _draw(key, x.shape)
                ys.append(x * _draw_result)
    return ys, key


def main():
    global key
    x = jnp.arange(1, 4)
    if x.shape[0] > 2:
        draws = []
        for _ in range(2):
            _noisy_result, key = _noisy(key, x, 2)
            draws.append(_noisy_result)
    else:
        _noisy_result, key = _noisy(key, x, 1)
        draws = [_noisy_result]
    _noisy_result, key = _noisy(key, x[:1], 3)
    return (draws, _noisy_result), key
