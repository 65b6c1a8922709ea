import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(2)


def _noise(key, x):
    key, sub = random.split(key)
    return random.randint(sub, x.shape, 0, 100), key


def _noisy(key, x):
    _noise_result, key = _noise(key, x)
    return x + _noise_result, key


def _keep(x):
    return x


@jax.jit
def _pick(key, i, x, scale):
    branches = [_noisy, lambda key, *operands: (_keep(*operands), key), lambda key, v: (v * scale, key)]
    return lax.switch(i, branches, key, x)


@jax.jit
def _pick_drawn(key, i, x):
    def switch_branch(key, v):
        _noise_result, key = _noise(key, v)
        return v - _noise_result, key

    choices = (lambda key, *operands: (_keep(*operands), key), switch_branch)
    y, key = lax.switch(i, choices, key, x)
    return y + 1, key


def main():
    global key
    x = jnp.arange(4)
    a = []
    for i in range(3):
        _pick_result, key = _pick(key, i, x, 3)
        a.append(_pick_result)
    b = []
    for i in range(2):
        _pick_drawn_result, key = _pick_drawn(key, i, x)
        b.append(_pick_drawn_result)
    return [a, b], key
