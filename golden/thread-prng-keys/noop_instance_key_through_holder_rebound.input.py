"""`instance_key_through_holder` with `net` bound twice in `main`: which instance the jitted
lambda reads is not proven, so the key is not passed through it; `Dropout.__call__` stays
reported, with the reason."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)


class MLP:
    def __init__(self):
        self.drop = Dropout(0.5)
        self.w = jnp.ones((4, 4)) / 4

    def apply(self, x):
        return self.drop(jnp.tanh(x @ self.w))


def main():
    net = MLP()
    step = jax.jit(lambda x: net.apply(x))
    x = jnp.arange(8.0).reshape(2, 4)
    first = step(x)
    net = MLP()
    return (first, step(x)), net.drop.key
