import jax.numpy as jnp
from jax import random


class Agent:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)
        self.scale = 2.0

    def _act_pure(self, key, obs):
        key, sub = random.split(key)
        return jnp.where(random.bernoulli(sub, 0.5, obs.shape), obs, -obs) * self.scale, key

    def act(self, obs):
        act_result, self.key = self._act_pure(self.key, obs)
        return act_result
