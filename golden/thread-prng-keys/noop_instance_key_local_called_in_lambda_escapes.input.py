"""`instance_key_local_called_in_lambda` where the instance escapes the function (returned, or
given to another function) or is bound twice: which calls run it, inside which traces, is not
proven, so `Dropout.__call__` stays reported, with the reason."""
import jax
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return x * random.normal(sub, x.shape)


def make():
    drop = Dropout(0.5)
    step = jax.jit(lambda x: drop(x))
    return step, drop


def given(x):
    drop = Dropout(0.5)
    step = jax.jit(lambda x: drop(x))
    print(drop)
    return step(x)


def rebound(x):
    drop = Dropout(0.5)
    step = jax.jit(lambda x: drop(x))
    first = step(x)
    drop = Dropout(0.25)
    return first, step(x), drop.key
