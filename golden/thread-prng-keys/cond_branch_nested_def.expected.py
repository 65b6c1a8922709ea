"""A `def` nested in a function and given to `lax.cond` or `lax.switch` as a branch, splitting the
module's key or calling a function that does, takes the key first and returns it, as a branch
defined at the module level does: the function running the `cond` passes its key (a jitted one
made pure, `main` keeping the state)."""
import jax
import jax.numpy as jnp
from jax import lax, random

KEY = random.PRNGKey(0)


def _next_key(KEY):
    KEY, sub = random.split(KEY)
    return sub, KEY


@jax.jit
def _pick(KEY, flag, x):
    def noisy(KEY, v):
        KEY, sub = random.split(KEY)
        return v + random.randint(sub, v.shape, 0, 100), KEY

    return lax.cond(flag, noisy, lambda KEY, v: (v, KEY), KEY, x)


@jax.jit
def _choose(KEY, i, x):
    def low(KEY, v):
        _next_key_result, KEY = _next_key(KEY)
        return v - random.randint(_next_key_result, v.shape, 0, 100), KEY

    def same(v):
        return v * 1

    return lax.switch(i, [low, lambda KEY, *operands: (same(*operands), KEY)], KEY, x)


def main():
    global KEY

    def shifted(KEY, v):
        _next_key_result, KEY = _next_key(KEY)
        return v + random.randint(_next_key_result, v.shape, 0, 100), KEY

    x = jnp.arange(3)
    _pick_result, KEY = _pick(KEY, True, x)
    _pick_result_2, KEY = _pick(KEY, False, x)
    _choose_result, KEY = _choose(KEY, 0, x)
    _choose_result_2, KEY = _choose(KEY, 1, x)
    values = [_pick_result, _pick_result_2, _choose_result, _choose_result_2]
    cond_result, KEY = lax.cond(True, shifted, lambda KEY, v: (v - 1, KEY), KEY, x)
    values.append(cond_result)
    return values, KEY
