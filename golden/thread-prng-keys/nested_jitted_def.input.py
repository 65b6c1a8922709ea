"""A jitted `def` nested in a function never traced, splitting the global key itself (`step`
in `train`): it is traced alone, by its own `jit`, and called only by the code around it, which
keeps the state. It becomes `_step_pure`, jitted, taking and returning the key, beside a `def
step` of the old signature that passes it the global key and keeps the new one, so `train` does
not change."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(6)


def _noise():
    global key
    key, sub = random.split(key)
    return random.randint(sub, (), 0, 4)


def train(steps):
    @jax.jit
    def step(w):
        global key
        key, sub = random.split(key)
        return w + random.randint(sub, w.shape, 0, 4)

    w = jnp.zeros(2, dtype=jnp.int32)
    out = []
    for _ in range(steps):
        w = step(w)
        out.append(w)
    return out


def evaluate(x):
    """Its static `n` stays static; its call of `_noise`, a module-level function splitting the
    key, passes the key."""

    @partial(jax.jit, static_argnums=1)
    def sample(x, n):
        global key
        key, sub = random.split(key)
        return x + random.randint(sub, (n,), 0, 4) * _noise()

    return [sample(x, 2), sample(x, 2)]


def main():
    return [train(3), evaluate(jnp.zeros(2, dtype=jnp.int32))], key
