"""`instance_key_module_level` where an attribute of the module-level instance other than its key
may change between two calls of the jitted function: `main` sets `drop.rate`, calls
`noise.tune(3.0)` (a method of `Tunable` setting `self.scale`), or gives `held` to other code,
which may change it. The pure form jitted through the instance would read the attribute once,
when traced, where the original reads it on each call: reported, not rewritten, with the
reason."""
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


class Tunable:
    def __init__(self, scale, seed=0):
        self.scale = scale
        self.key = random.PRNGKey(seed)

    def tune(self, scale):
        self.scale = scale

    def sample(self, x):
        self.key, sub = random.split(self.key)
        return x * self.scale * random.normal(sub, x.shape)


class Held:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 0.5, x.shape), x * self.rate, 0.0)


drop = Dropout(2.0)
noise = Tunable(2.0, seed=1)
held = Held(2.0, seed=2)


@jax.jit
def forward(x):
    return drop(x) * 2


@jax.jit
def perturb(x):
    return noise.sample(x) * 2


@jax.jit
def scaled(x):
    return held(x) * 2


def configure(layer, rate):
    layer.rate = rate


def main():
    x = jnp.arange(8.0)
    first = forward(x)
    drop.rate = 100.0
    noisy = perturb(x)
    noise.tune(3.0)
    small = scaled(x)
    configure(held, 100.0)
    values = (first, forward(x), noisy, perturb(x), small, scaled(x), noise.key, held.key)
    return values, drop.key
