"""A method splitting `self.key` given to `tree_map` in traced code, `tree_map(self.sample,
params)` in a jitted method and `tree_map(NET.sample, params)` in a jitted function: `tree_map`
calls it while tracing, so it is reported (it was not seen at all); omnifix does not rewrite a
`tree_map` of a method."""
import jax
import jax.numpy as jnp
from jax import random


class Noisy:
    def __init__(self):
        self.key = random.PRNGKey(0)

    def sample(self, p):
        self.key, sub = random.split(self.key)
        return p + random.uniform(sub, p.shape)

    @jax.jit
    def perturb(self, params):
        return jax.tree_util.tree_map(self.sample, params)


NET = Noisy()


@jax.jit
def step(params):
    return jax.tree_util.tree_map(NET.sample, params)
