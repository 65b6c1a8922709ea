"""A threaded call after a read of an attribute that may run code or change: a property of a
class of the module, an attribute a function sets. Moving the call before the statement could
change what the read sees, so nothing is rewritten (the reason is reported)."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def sample(x):
    global key
    key, sub = random.split(key)
    return random.normal(sub, x.shape)


class Config:
    def __init__(self):
        self.steps = 0

    @property
    def scale(self):
        return sample(jnp.zeros(())) + 1.0


def advance(config):
    config.steps = config.steps + 1


config = Config()


@jax.jit
def scaled(x):
    return config.scale * sample(x)


@jax.jit
def counted(x):
    return config.steps * sample(x)
