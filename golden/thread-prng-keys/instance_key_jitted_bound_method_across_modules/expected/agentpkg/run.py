import jax
import jax.numpy as jnp

from .agents import Agent


def main():
    agent = Agent(3)
    other = Agent(4)
    policy_pure = jax.jit(agent._act_pure)

    def policy(*args, **kwargs):
        policy_result, agent.key = policy_pure(agent.key, *args, **kwargs)
        return policy_result

    greedy_pure = jax.jit(lambda key, obs: other._act_pure(key, obs))

    def greedy(obs):
        greedy_result, other.key = greedy_pure(other.key, obs)
        return greedy_result

    obs = jnp.arange(4.0)
    acts = [policy(obs) for _ in range(3)]
    return (acts, greedy(obs), greedy(obs + 1), agent.act(obs), other.key), agent.key
