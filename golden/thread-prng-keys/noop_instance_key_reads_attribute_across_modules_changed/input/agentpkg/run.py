import jax
import jax.numpy as jnp

from .agents import Agent


def main():
    agent = Agent(3)
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0)
    first = policy(obs)
    agent.tune(3.0)
    return [first, policy(obs)], agent.key
