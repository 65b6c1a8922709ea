import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(3)


def _noise(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100), key


def _add(key, x):
    _noise_result, key = _noise(key, x.shape)
    return x + _noise_result, key


def _mul(key, x):
    _noise_result, key = _noise(key, x.shape)
    return x * _noise_result, key


def _same(x):
    return x


@jax.jit
def _pick(key, i, x):
    return lax.switch(i, [_add, lambda key, *operands: (_same(*operands), key), lambda key, v: (-v, key), _mul], key, x)


def main():
    global key
    x = jnp.arange(3)
    values = []
    for i in range(4):
        _pick_result, key = _pick(key, i, x)
        values.append(_pick_result)
    _pick_result, key = _pick(key, 0, x)
    values.append(_pick_result)
    return values, key
