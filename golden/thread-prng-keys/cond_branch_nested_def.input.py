"""A `def` nested in a function and given to `lax.cond` or `lax.switch` as a branch, splitting the
module's key or calling a function that does, takes the key first and returns it, as a branch
defined at the module level does: the function running the `cond` passes its key (a jitted one
made pure, `main` keeping the state)."""
import jax
import jax.numpy as jnp
from jax import lax, random

KEY = random.PRNGKey(0)


def _next_key():
    global KEY
    KEY, sub = random.split(KEY)
    return sub


@jax.jit
def _pick(flag, x):
    def noisy(v):
        global KEY
        KEY, sub = random.split(KEY)
        return v + random.randint(sub, v.shape, 0, 100)

    return lax.cond(flag, noisy, lambda v: v, x)


@jax.jit
def _choose(i, x):
    def low(v):
        return v - random.randint(_next_key(), v.shape, 0, 100)

    def same(v):
        return v * 1

    return lax.switch(i, [low, same], x)


def main():
    def shifted(v):
        return v + random.randint(_next_key(), v.shape, 0, 100)

    x = jnp.arange(3)
    values = [_pick(True, x), _pick(False, x), _choose(0, x), _choose(1, x)]
    values.append(lax.cond(True, shifted, lambda v: v - 1, x))
    return values, KEY
