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

    def _act_pure(self, key, obs):
        key, sub = random.split(key)
        return obs * self.scale * random.normal(sub, obs.shape), key

    def act(self, obs):
        act_result, self.key = self._act_pure(self.key, obs)
        return act_result


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


class MLP:
    def __init__(self, width):
        self.drop = Dropout(0.5)
        self.width = width

    def _apply_pure(self, key, x):
        drop_result, key = self.drop._call_pure(key, x * self.width)
        return drop_result, key

    def apply(self, x):
        apply_result, self.drop.key = self._apply_pure(self.drop.key, x)
        return apply_result


def main():
    agent = Agent(3, 2.0)
    policy_pure = jax.jit(agent._act_pure)

    def policy(*args, **kwargs):
        policy_result, agent.key = policy_pure(agent.key, *args, **kwargs)
        return policy_result

    obs = jnp.arange(4.0) * agent.scale
    acts = [policy(obs) for _ in range(3)]
    net = MLP(4.0)
    step_pure = jax.jit(lambda key, x: net._apply_pure(key, x))

    def step(x):
        step_result, net.drop.key = step_pure(net.drop.key, x)
        return step_result

    label = f"width {net.width}"
    x = jnp.arange(8.0) - net.width
    return (acts, step(x), step(x), len(label), -agent.scale, net.drop.key), agent.key
