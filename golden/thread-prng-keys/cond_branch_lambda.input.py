import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(1)


def _noise(x):
    global key
    key, sub = random.split(key)
    return random.randint(sub, x.shape, 0, 100)


def _noisy(x):
    return x + _noise(x)


@jax.jit
def _step(flag, x, scale):
    y = jax.lax.cond(flag, lambda v: v * scale, _noisy, x)
    return y + 1


def main():
    x = jnp.arange(4)
    a = _step(True, x, 3)
    b = _step(False, x, 3)
    c = _step(False, a, 2)
    return [a, b, c], key
