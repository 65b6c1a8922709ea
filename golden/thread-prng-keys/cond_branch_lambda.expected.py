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


@jax.jit
def _step(key, flag, x, scale):
    y, key = jax.lax.cond(flag, lambda key, v: (v * scale, key), _noisy, key, x)
    return y + 1, key


def main():
    global key
    x = jnp.arange(4)
    a, key = _step(key, True, x, 3)
    b, key = _step(key, False, x, 3)
    c, key = _step(key, False, a, 2)
    return [a, b, c], key
