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

    def _call_pure(self, key, x):
        key, sub = random.split(key)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0), key

    def __call__(self, x):
        call_result, self.key = self._call_pure(self.key, x)
        return call_result


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


drop = Dropout(0.5)


@jax.jit
def _forward_pure(key, x):
    drop_result, key = drop._call_pure(key, jnp.maximum(x, drop.rate))
    return drop_result * jnp.full(x.shape, drop.rate), key


def forward(x):
    forward_result, drop.key = _forward_pure(drop.key, x)
    return forward_result


def act_thrice(seed):
    agent = Agent(seed, 2.0)
    policy_pure = jax.jit(agent._act_pure)

    def policy(*args, **kwargs):
        policy_result, agent.key = policy_pure(agent.key, *args, **kwargs)
        return policy_result

    obs = jnp.arange(4.0) * int(agent.scale)
    acts = [policy(obs) for _ in range(3)]
    label = str(agent.scale) + str(len(acts))
    return acts, len(label), agent.key


def main():
    x = jnp.arange(8.0)
    return (act_thrice(3), forward(x), forward(x + 1)), drop.key
