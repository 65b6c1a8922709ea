"""`value_and_grad(model.loss)(...)` in a jitted function and `jax.grad(model.loss)(...)` in a
jitted method pass `model.key` and keep the new one."""
from functools import partial

import jax
import jax.numpy as jnp

from . import model


@jax.jit
def update(w, x):
    value, g = jax.value_and_grad(model.loss)(w, x)
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
