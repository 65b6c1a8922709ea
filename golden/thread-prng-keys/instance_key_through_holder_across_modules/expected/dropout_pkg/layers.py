import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


class MLP:
    def __init__(self):
        self.drop = Dropout(0.5)
        self.w = jnp.ones((4, 4)) / 4

    def _apply_pure(self, key, x):
        drop_result, key = self.drop._call_pure(key, jnp.tanh(x @ self.w))
        return drop_result, key

    def apply(self, x):
        apply_result, self.drop.key = self._apply_pure(self.drop.key, x)
        return apply_result
