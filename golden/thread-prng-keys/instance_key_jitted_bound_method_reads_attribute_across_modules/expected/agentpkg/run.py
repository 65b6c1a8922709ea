import jax
import jax.numpy as jnp

from .agents import Agent


def main():
    agent = Agent(3)
    policy_pure = jax.jit(agent._act_pure)

    def policy(*args, **kwargs):
        policy_result, agent.key = policy_pure(agent.key, *args, **kwargs)
        return policy_result

    obs = jnp.arange(4.0) * agent.scale
    return [policy(obs) for _ in range(3)], agent.key
