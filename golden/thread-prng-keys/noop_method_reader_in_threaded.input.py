"""Code made pure would call a method that reads the global key, which no longer changes while it
runs: a jitted function calling `peeker.peek()`, a jitted method calling `self.peek()`. Each key
is reported instead."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)
other_key = random.PRNGKey(1)


class Peeker:
    def peek(self):
        return random.uniform(key, ())


peeker = Peeker()


@jax.jit
def _step(x):
    global key
    key, sub = random.split(key)
    return x + random.uniform(sub, ()) + peeker.peek()


class Layer:
    @partial(jax.jit, static_argnums=0)
    def step(self, x):
        global other_key
        other_key, sub = random.split(other_key)
        return x + random.uniform(sub, ()) + self.look()

    def look(self):
        return random.uniform(other_key, ())


def main():
    x = jnp.ones(2)
    return [_step(x), Layer().step(x)], key, other_key
