"""`instance_key_reads_attribute` where the attribute may change after the instance is made: the
function writes it (`agent.scale = 3.0`), keeps its value (`scale = agent.scale`, which code may
change in place), or a method of the class changes it (`Tunable.tune`, called eagerly between two
calls). The pure form jitted through the instance would read it once, when traced, where the
original reads it on each call: reported, not rewritten, with the reason."""
import jax
from jax import random


class Agent:
    def __init__(self, seed, scale):
        self.key = random.PRNGKey(seed)
        self.scale = scale

    def act(self, obs):
        self.key, sub = random.split(self.key)
        return obs * self.scale * random.normal(sub, obs.shape)


class Tunable:
    def __init__(self, seed, scale):
        self.key = random.PRNGKey(seed)
        self.scale = scale

    def tune(self, scale):
        self.scale = scale

    def draw(self, obs):
        self.key, sub = random.split(self.key)
        return obs * self.scale * random.normal(sub, obs.shape)


def written(obs):
    agent = Agent(3, 2.0)
    policy = jax.jit(agent.act)
    first = policy(obs)
    agent.scale = 3.0
    return first, policy(obs), agent.key


def kept(obs):
    agent = Agent(4, [2.0])
    policy = jax.jit(agent.act)
    scale = agent.scale
    return policy(obs), scale, agent.key


def tuned(obs):
    agent = Tunable(5, 2.0)
    step = jax.jit(lambda o: agent.draw(o))
    first = step(obs)
    agent.tune(3.0)
    return first, step(obs), agent.key
