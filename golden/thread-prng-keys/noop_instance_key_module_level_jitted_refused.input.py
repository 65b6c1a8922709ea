"""`instance_key_module_level_jitted` where the jitted instance cannot be replaced by a wrapper: a
private `_fast = jax.jit(drop)` (no wrapper kept), `fast_lowered.lower(x)` (the wrapper is no
jitted function), `jax.jit(drop, donate_argnums=0)` (options would shift with the key), and
`fast_tuned` whose instance `main` changes (`tuned.rate = 100.0`), which the jitted pure form would
read once, when traced: reported, not rewritten, with the reason."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 0.5, x.shape), x * self.rate, 0.0)


drop = Dropout(2.0)
lowered = Dropout(2.0, seed=1)
donated = Dropout(2.0, seed=2)
tuned = Dropout(2.0, seed=3)
_fast = jax.jit(drop)
fast_lowered = jax.jit(lowered)
fast_donated = jax.jit(donated, donate_argnums=0)
fast_tuned = jax.jit(tuned)


def main():
    x = jnp.arange(8.0)
    first = fast_tuned(x)
    tuned.rate = 100.0
    text = fast_lowered.lower(x).as_text()
    values = (_fast(x), first, fast_tuned(x), fast_donated(x + 1), len(text) > 0, tuned.key)
    return values, drop.key
