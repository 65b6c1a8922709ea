import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(3)


def _noise(shape):
    global key
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100)


def _add(x):
    return x + _noise(x.shape)


def _mul(x):
    return x * _noise(x.shape)


def _same(x):
    return x


@jax.jit
def _pick(i, x):
    return lax.switch(i, [_add, _same, lambda v: -v, _mul], x)


def main():
    x = jnp.arange(3)
    values = [_pick(i, x) for i in range(4)]
    values.append(_pick(0, x))
    return values, key
