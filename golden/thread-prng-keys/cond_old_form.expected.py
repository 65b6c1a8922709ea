import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(2)


def _draw(key, x):
    key, sub = random.split(key)
    return x + random.randint(sub, x.shape, 0, 100), key


def _halve(y):
    return y // 2


@jax.jit
def _pick(key, flag, x, y):
    return lax.cond(flag, lambda key, true_operand, false_operand: _draw(key, true_operand), lambda key, true_operand, v: (v - 1, key), key, x, y)


@jax.jit
def _pick_named(key, flag, x, y):
    return lax.cond(flag, lambda key, true_operand, false_operand: (_halve(true_operand), key), lambda key, true_operand, false_operand: _draw(key, false_operand), key, x, y)


def main():
    global key
    x, y = jnp.arange(3), jnp.arange(3, 6)
    _pick_result, key = _pick(key, True, x, y)
    _pick_result_2, key = _pick(key, False, x, y)
    _pick_result_3, key = _pick(key, True, y, x)
    values = [_pick_result, _pick_result_2, _pick_result_3]
    _pick_named_result, key = _pick_named(key, True, x, y)
    _pick_named_result_2, key = _pick_named(key, False, x, y)
    values += [_pick_named_result, _pick_named_result_2]
    return values, key
