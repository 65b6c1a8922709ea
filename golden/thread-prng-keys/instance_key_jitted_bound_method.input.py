"""A key on an attribute split by a method, `Agent.act`, traced through a local instance: jitted as
a bound method, `policy = jax.jit(agent.act)`, or in a lambda, `jax.jit(lambda obs: other.act(obs))`,
in `main`, which binds the instance once by a call of its class and reads nothing else of it but
its key. `act` becomes a wrapper of a pure `_act_pure(self, key, obs)`; the jitted bound method
becomes `policy_pure = jax.jit(agent._act_pure)` and `policy` a local function passing it
`agent.key` and its arguments as they came, storing the new key back; calls of `policy` (here in
a comprehension) do not change."""
import jax
import jax.numpy as jnp
from jax import random


class Agent:
    def __init__(self, seed):
        self.key = random.PRNGKey(seed)

    def act(self, obs):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 0.5, obs.shape), obs, -obs)


def main():
    agent = Agent(3)
    other = Agent(4)
    policy = jax.jit(agent.act)
    greedy = jax.jit(lambda obs: other.act(obs))
    obs = jnp.arange(4.0)
    acts = [policy(obs) for _ in range(3)]
    return (acts, greedy(obs), greedy(obs + 1), agent.act(obs), other.key), agent.key
