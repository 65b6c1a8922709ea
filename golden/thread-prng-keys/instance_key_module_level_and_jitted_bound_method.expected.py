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

    def _act_pure(self, key, obs):
        key, sub = random.split(key)
        return obs * random.uniform(sub, obs.shape), key

    def act(self, obs):
        act_result, self.key = self._act_pure(self.key, obs)
        return act_result


AGENT = Agent(0)


@jax.jit
def _step_pure(key, obs):
    act_result, key = AGENT._act_pure(key, obs)
    return act_result * 2, key


def step(obs):
    step_result, AGENT.key = _step_pure(AGENT.key, obs)
    return step_result


def good():
    agent = Agent(3)
    policy_pure = jax.jit(agent._act_pure)

    def policy(*args, **kwargs):
        policy_result, agent.key = policy_pure(agent.key, *args, **kwargs)
        return policy_result

    obs = jnp.arange(4.0)
    return [policy(obs), policy(obs), agent.key]


def main():
    obs = jnp.ones(4)
    return (step(obs), step(obs), good(), AGENT.act(obs)), AGENT.key
