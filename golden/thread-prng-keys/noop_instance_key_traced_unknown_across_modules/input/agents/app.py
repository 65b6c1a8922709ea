import jax
import jax.numpy as jnp

from .m import Agent, good


def run(agent):
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0)
    return [policy(obs), policy(obs)]


def twice():
    agent = Agent(3)
    agent = Agent(4)
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0)
    return [policy(obs), policy(obs)]


def main():
    agent = Agent(7)
    return (good(), run(agent), twice()), agent.key
