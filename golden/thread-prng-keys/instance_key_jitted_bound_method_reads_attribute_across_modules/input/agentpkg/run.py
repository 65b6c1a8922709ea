import jax
import jax.numpy as jnp

from .agents import Agent


def main():
    agent = Agent(3)
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0) * agent.scale
    return [policy(obs) for _ in range(3)], agent.key
