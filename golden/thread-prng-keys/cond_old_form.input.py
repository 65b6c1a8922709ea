import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(2)


def _draw(x):
    global key
    key, sub = random.split(key)
    return x + random.randint(sub, x.shape, 0, 100)


def _halve(y):
    return y // 2


@jax.jit
def _pick(flag, x, y):
    return lax.cond(flag, x, _draw, y, lambda v: v - 1)


@jax.jit
def _pick_named(flag, x, y):
    return lax.cond(flag, x, _halve, y, _draw)


def main():
    x, y = jnp.arange(3), jnp.arange(3, 6)
    values = [_pick(True, x, y), _pick(False, x, y), _pick(True, y, x)]
    values += [_pick_named(True, x, y), _pick_named(False, x, y)]
    return values, key
