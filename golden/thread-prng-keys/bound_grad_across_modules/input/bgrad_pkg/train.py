"""`_vg = jax.value_and_grad(model.loss)` bound at the top of the module and called in a jitted
function passes `model.key` and keeps the new one, as `jax.grad(model.loss)(...)` called at once
in a jitted method does."""
from functools import partial

import jax
import jax.numpy as jnp

from . import model


_vg = jax.value_and_grad(model.loss)


@jax.jit
def update(w, x):
    value, g = _vg(w, x)
    return w - g, value


class Trainer:
    @partial(jax.jit, static_argnums=0)
    def step(self, w, x):
        return w - jax.grad(model.loss)(w, x)


def main():
    w, x = jnp.ones(3), jnp.full(3, 2.0)
    w, first = update(w, x)
    w, second = update(w, x)
    w = Trainer().step(w, x)
    return [w, first, second, model.loss(w, x)], model.key
