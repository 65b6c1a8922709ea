"""Local instances traced through a jitted bound method (`policy = jax.jit(agent.act)`) or a
lambda (`step = jax.jit(lambda x: net.apply(x))`), where the function binding them also reads a
plain attribute of the instance in an operation (`obs * agent.scale`, `f"{net.width}"`): set once
in `__init__`, changed by no method, so the pure form jitted through the instance reads the value
that running the method reads on each call; both are keyed as when only the key is read."""
import jax
import jax.numpy as jnp
from jax import random


class Agent:
    def __init__(self, seed, scale):
        self.key = random.PRNGKey(seed)
        self.scale = scale

    def act(self, obs):
        self.key, sub = random.split(self.key)
        return obs * self.scale * random.normal(sub, obs.shape)


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)


class MLP:
    def __init__(self, width):
        self.drop = Dropout(0.5)
        self.width = width

    def apply(self, x):
        return self.drop(x * self.width)


def main():
    agent = Agent(3, 2.0)
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0) * agent.scale
    acts = [policy(obs) for _ in range(3)]
    net = MLP(4.0)
    step = jax.jit(lambda x: net.apply(x))
    label = f"width {net.width}"
    x = jnp.arange(8.0) - net.width
    return (acts, step(x), step(x), len(label), -agent.scale, net.drop.key), agent.key
