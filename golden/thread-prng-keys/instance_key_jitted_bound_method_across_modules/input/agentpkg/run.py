import jax
import jax.numpy as jnp

from .agents import Agent


def main():
    agent = Agent(3)
    other = Agent(4)
    policy = jax.jit(agent.act)
    greedy = jax.jit(lambda obs: other.act(obs))
    obs = jnp.arange(4.0)
    acts = [policy(obs) for _ in range(3)]
    return (acts, greedy(obs), greedy(obs + 1), agent.act(obs), other.key), agent.key
