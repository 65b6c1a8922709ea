"""`Agent.act`, splitting `self.key`, runs through a module-level instance in a jitted function
(`AGENT.act(obs)` in `step`, golden instance_key_module_level) and as a bound method of a local
instance jitted in `good` (golden instance_key_jitted_bound_method). Both are rewritten with the
one pure `_act_pure` (this once stopped the module with an internal error)."""
import jax
import jax.numpy as jnp
from jax import random


class Agent:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def act(self, obs):
        self.key, sub = random.split(self.key)
        return obs * random.uniform(sub, obs.shape)


AGENT = Agent(0)


@jax.jit
def step(obs):
    return AGENT.act(obs) * 2


def good():
    agent = Agent(3)
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0)
    return [policy(obs), policy(obs), agent.key]


def main():
    obs = jnp.ones(4)
    return (step(obs), step(obs), good(), AGENT.act(obs)), AGENT.key
