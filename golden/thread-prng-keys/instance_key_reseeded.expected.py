"""A key on an attribute split by a method, `Agent.act`, traced through a local instance jitted as a
bound method, `policy = jax.jit(agent.act)`, whose class also has a method storing a fresh key,
`reseed`, called between calls of `policy`. The wrapper `policy` reads `agent.key` at each call and
passes it in, so the reseeded key is used as the original, run eagerly, used it; only a change of
another attribute would be read once, at trace time, and refused."""
import jax
import jax.numpy as jnp
from jax import random


class Agent:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def reseed(self, seed):
        self.key = random.PRNGKey(seed)

    def _act_pure(self, key, obs):
        key, sub = random.split(key)
        return jnp.where(random.bernoulli(sub, 0.5, obs.shape), obs, -obs), key

    def act(self, obs):
        act_result, self.key = self._act_pure(self.key, obs)
        return act_result


def main():
    agent = Agent(3)
    policy_pure = jax.jit(agent._act_pure)

    def policy(*args, **kwargs):
        policy_result, agent.key = policy_pure(agent.key, *args, **kwargs)
        return policy_result

    obs = jnp.arange(4.0)
    first = policy(obs)
    agent.reseed(3)
    again = policy(obs)
    return (first, again, policy(obs)), agent.key
