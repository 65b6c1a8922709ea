import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(0)


def _draw(key, x):
    key, sub = random.split(key)
    return x + random.randint(sub, x.shape, 0, 100), key


def _keep(x):
    return x * 2


@jax.jit
def _maybe_noisy(key, flag, x):
    return lax.cond(flag, _draw, lambda key, *operands: (_keep(*operands), key), key, x)


def main():
    global key
    x = jnp.arange(3)
    _maybe_noisy_result, key = _maybe_noisy(key, True, x)
    _maybe_noisy_result_2, key = _maybe_noisy(key, False, x)
    _maybe_noisy_result_3, key = _maybe_noisy(key, True, x)
    values = [_maybe_noisy_result, _maybe_noisy_result_2, _maybe_noisy_result_3]
    values.append(_keep(x))
    _draw_result, key = _draw(key, x)
    values.append(_draw_result)
    return values, key
