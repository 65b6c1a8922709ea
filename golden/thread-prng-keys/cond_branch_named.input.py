import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(x):
    global key
    key, sub = random.split(key)
    return x + random.randint(sub, x.shape, 0, 100)


def _keep(x):
    return x * 2


@jax.jit
def _maybe_noisy(flag, x):
    return lax.cond(flag, _draw, _keep, x)


def main():
    x = jnp.arange(3)
    values = [_maybe_noisy(True, x), _maybe_noisy(False, x), _maybe_noisy(True, x)]
    values.append(_keep(x))
    values.append(_draw(x))
    return values, key
