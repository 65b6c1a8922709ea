"""Keys held in containers on the object (`self.keys[i]`, `self.state["key"]`), split by jitted
methods: reported, not rewritten, since other code may hold the container."""
from functools import partial

import jax
from jax import random


class Ensemble:
    def __init__(self, seed, n):
        self.keys = list(random.split(random.PRNGKey(seed), n))
        self.state = {"key": random.PRNGKey(seed)}

    @partial(jax.jit, static_argnums=(0, 2))
    def member(self, x, i):
        self.keys[i], sub = random.split(self.keys[i])
        return x + random.normal(sub, x.shape)

    @partial(jax.jit, static_argnums=0)
    def shared(self, x):
        self.state["key"], sub = random.split(self.state["key"])
        return x + random.normal(sub, x.shape)
