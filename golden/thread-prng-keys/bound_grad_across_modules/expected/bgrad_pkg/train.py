"""`_vg = jax.value_and_grad(model.loss)` bound at the top of the module and called in a jitted
function passes `model.key` and keeps the new one, as `jax.grad(model.loss)(...)` called at once
in a jitted method does."""
from functools import partial

import jax
import jax.numpy as jnp

from . import model


_vg = jax.value_and_grad(model._loss_pure, argnums=1, has_aux=True)


@jax.jit
def _update_pure(key, w, x):
    (value, key), g = _vg(key, w, x)
    return (w - g, value), key


def update(w, x):
    update_result, model.key = _update_pure(model.key, w, x)
    return update_result


class Trainer:
    @partial(jax.jit, static_argnums=0)
    def _step_pure(self, key, w, x):
        loss_grad, key = jax.grad(model._loss_pure, argnums=1, has_aux=True)(key, w, x)
        return w - loss_grad, key

    def step(self, w, x):
        step_result, model.key = self._step_pure(model.key, w, x)
        return step_result


def main():
    w, x = jnp.ones(3), jnp.full(3, 2.0)
    w, first = update(w, x)
    w, second = update(w, x)
    w = Trainer().step(w, x)
    return [w, first, second, model.loss(w, x)], model.key
