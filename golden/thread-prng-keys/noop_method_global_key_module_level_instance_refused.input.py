"""Global keys split in methods of module-level instances that jitted functions call, where the
instance is rebound, its class subclassed, its method used as a value, or an attribute its pure
form would read once changed between calls: the methods are reported, one key each."""
import jax
import jax.numpy as jnp
from jax import random

rebound_key = random.PRNGKey(0)
sub_key = random.PRNGKey(1)
value_key = random.PRNGKey(2)
tuned_key = random.PRNGKey(3)


class Rebound:
    def __call__(self, x):
        global rebound_key
        rebound_key, sub = random.split(rebound_key)
        return x * random.normal(sub, x.shape)


class Base:
    def __call__(self, x):
        global sub_key
        sub_key, sub = random.split(sub_key)
        return x * random.normal(sub, x.shape)


class Wide(Base):
    def scale(self):
        return 2.0


class Valued:
    def sample(self, x):
        global value_key
        value_key, sub = random.split(value_key)
        return x * random.normal(sub, x.shape)


class Tuned:
    def __init__(self, n):
        self.n = n

    def __call__(self, x):
        global tuned_key
        tuned_key, sub = random.split(tuned_key)
        return x * random.normal(sub, (self.n,))


rebound = Rebound()
base = Base()
wide = Wide()
valued = Valued()
tuned = Tuned(3)


@jax.jit
def run_rebound(x):
    return rebound(x) * 2


@jax.jit
def run_base(x):
    return base(x) * wide(x)


@jax.jit
def run_valued(x):
    return valued.sample(x) * 2


@jax.jit
def run_tuned(x):
    return tuned(x) * 2


rebound = Rebound()
draw = valued.sample


def main():
    x = jnp.ones(3)
    first = [run_rebound(x), run_base(x), run_valued(x), run_tuned(x), draw(x)]
    tuned.n = 3
    return first + [run_tuned(x)]
