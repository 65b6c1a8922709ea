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


def _keep(x):
    return x


@jax.jit
def _step(flag, x):
    return lax.cond(flag, _noisy, lambda v: v * 2, operand=x)


@jax.jit
def _pick(i, x):
    y = lax.switch(i, [_keep, _noisy, lambda v: v + _noise(v)], operand=x + 1)
    return y * 2


def main():
    x = jnp.arange(4)
    a = _step(True, x)
    b = _step(False, x)
    c = [_pick(i, x) for i in range(3)]
    return [a, b, c], key
