"""`policy = jax.jit(agent.act)` where `agent` escapes `main` (returned), or is rebound: reported,
not rewritten: code holding the instance elsewhere could call the jitted method's wrapper inside
another trace, which omnifix does not follow."""
import jax
import jax.numpy as jnp
from jax import random


class Agent:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def act(self, obs):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 0.5, obs.shape), obs, -obs)


def make():
    agent = Agent(3)
    policy = jax.jit(agent.act)
    return policy, agent


def rebound():
    agent = Agent(3)
    policy = jax.jit(agent.act)
    agent = Agent(4)
    return policy(jnp.ones(2)), agent.key
