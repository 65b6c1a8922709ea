"""A class that jits its own methods under their names (`self.m = jax.jit(self.m)`): the pure
methods are jitted instead, and the methods keep their signatures as wrappers."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, seed, rate):
        self.rate = rate
        self._rng = random.PRNGKey(seed)
        self.apply = jax.jit(self.apply, static_argnums=1)
        self.step = jax.jit(self.step)

    def apply(self, x, deterministic, *extra, **options):
        if deterministic:
            return x
        self._rng, sub = random.split(self._rng)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)

    def step(self, x, /, scale=2.0):
        """A positional-only parameter; the key also read before the split."""
        folded = random.fold_in(self._rng, 1)
        self._rng = random.fold_in(self._rng, 7)
        return scale * x + random.normal(folded, x.shape)


def main():
    layer = Dropout(1, 0.5)
    x = jnp.ones(4)
    values = [layer.apply(x, False), layer.apply(x, True), layer.apply(x, False)]
    values += [layer.step(x), layer.step(x, 3.0)]
    return values, layer._rng
