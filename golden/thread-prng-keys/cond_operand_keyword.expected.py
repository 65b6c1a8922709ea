import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(1)


def _noise(key, x):
    key, sub = random.split(key)
    return random.randint(sub, x.shape, 0, 100), key


def _noisy(key, x):
    _noise_result, key = _noise(key, x)
    return x + _noise_result, key


def _keep(x):
    return x


@jax.jit
def _step(key, flag, x):
    return lax.cond(flag, _noisy, lambda key, v: (v * 2, key), key, x)


@jax.jit
def _pick(key, i, x):
    def switch_branch(key, v):
        _noise_result, key = _noise(key, v)
        return v + _noise_result, key

    y, key = lax.switch(i, [lambda key, *operands: (_keep(*operands), key), _noisy, switch_branch], key, x + 1)
    return y * 2, key


def main():
    global key
    x = jnp.arange(4)
    a, key = _step(key, True, x)
    b, key = _step(key, False, x)
    c = []
    for i in range(3):
        _pick_result, key = _pick(key, i, x)
        c.append(_pick_result)
    return [a, b, c], key
