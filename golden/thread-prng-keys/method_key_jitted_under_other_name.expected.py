"""A method its class jits under another name (`self._step = jax.jit(self.step)`): `step` stays
the eager wrapper of the pure method, and `_step` becomes a method wrapping the jitted pure one,
so both call paths pass `self.key` and store the new key."""
import jax
import jax.numpy as jnp
from jax import random


class Model:
    def __init__(self, seed, rate):
        self.key = random.PRNGKey(seed)
        self.rate = rate
        self._step_jitted = jax.jit(self._step_pure, static_argnums=2)

    def _step_pure(self, key, x, training):
        if not training:
            return x, key
        key, sub = random.split(key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0), key

    def step(self, x, training):
        step_result, self.key = self._step_pure(self.key, x, training)
        return step_result

    def _step(self, x, training):
        step_result, self.key = self._step_jitted(self.key, x, training)
        return step_result

    def run(self, x):
        return self._step(x, True) + self.step(x, True)


def main():
    model = Model(3, 0.5)
    x = jnp.ones(4)
    values = [model.run(x), model._step(x, False), model._step(x, True), model.step(x, True)]
    return values, model.key
