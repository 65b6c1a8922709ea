"""Instances whose plain attributes are given to calls that only read them (`jnp.full(3,
drop.rate)`, `int(agent.scale)`, `str(agent.scale)`, `jnp.maximum(x, drop.rate)`): a builtin such
as `int` or `str`, or a function of `jax.numpy` running no code given to it, neither keeps nor
changes the value, so the pure forms jitted through the instances read what the methods read on
each call. The module-level `drop` and the local `agent` (in `act_thrice`, which keeps no module
state: `--verify` replays it alone) are keyed as when their attributes are only operands."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)


class Agent:
    def __init__(self, seed, scale):
        self.key = random.PRNGKey(seed)
        self.scale = scale

    def act(self, obs):
        self.key, sub = random.split(self.key)
        return obs * self.scale * random.normal(sub, obs.shape)


drop = Dropout(0.5)


@jax.jit
def forward(x):
    return drop(jnp.maximum(x, drop.rate)) * jnp.full(x.shape, drop.rate)


def act_thrice(seed):
    agent = Agent(seed, 2.0)
    policy = jax.jit(agent.act)
    obs = jnp.arange(4.0) * int(agent.scale)
    acts = [policy(obs) for _ in range(3)]
    label = str(agent.scale) + str(len(acts))
    return acts, len(label), agent.key


def main():
    x = jnp.arange(8.0)
    return (act_thrice(3), forward(x), forward(x + 1)), drop.key
