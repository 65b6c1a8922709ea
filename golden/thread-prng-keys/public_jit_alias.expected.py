"""A public `g = jax.jit(f, ...)` of a function made pure keeps its calling convention: the pure
form is jitted under a private name (`static_argnums` and `donate_argnums` one up for the key) and
`g` becomes a wrapper with the parameters of `f` that passes it the key and keeps the new one;
traced code (`step`, the jitted method `Doubler.apply`) calls the jitted pure form and passes its
key."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _add_noise_pure(key, x, n=2):
    key, sub = random.split(key)
    return x + random.uniform(sub, (n,)), key


def add_noise(x, n=2):
    global key
    add_noise_result, key = _add_noise_pure(key, x, n)
    return add_noise_result


def _shift(key, x, scale):
    key, sub = random.split(key)
    return x + scale * random.uniform(sub, x.shape), key


_fast_add_pure = jax.jit(_add_noise_pure, static_argnums=2)


def fast_add(x, n=2):
    global key
    fast_add_result, key = _fast_add_pure(key, x, n)
    return fast_add_result


_shift_pure = partial(jax.jit, donate_argnums=1)(_shift)


def shift(x, scale):
    global key
    shift_result, key = _shift_pure(key, x, scale)
    return shift_result


@jax.jit
def _step_pure(key, x):
    y, key = _fast_add_pure(key, x)
    return _shift_pure(key, y, 0.5)


def step(x):
    global key
    step_result, key = _step_pure(key, x)
    return step_result


class Doubler:
    @partial(jax.jit, static_argnums=0)
    def _apply_pure(self, key, x):
        fast_add_result, key = _fast_add_pure(key, x)
        return fast_add_result * 2, key

    def apply(self, x):
        global key
        apply_result, key = self._apply_pure(key, x)
        return apply_result


def main():
    values = [fast_add(jnp.zeros(2)), fast_add(jnp.zeros(3), 3), add_noise(jnp.ones(2))]
    values.append(step(jnp.ones(2)))
    values.append(shift(jnp.ones(2), 2.0))
    values.append(Doubler().apply(jnp.ones(2)))
    return values, key
