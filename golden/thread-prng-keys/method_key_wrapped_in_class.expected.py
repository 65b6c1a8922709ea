"""A class that jits its own methods under their names (`self.m = jax.jit(self.m)`): the pure
methods are jitted instead, and the methods keep their signatures as wrappers."""
import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, seed, rate):
        self.rate = rate
        self._rng = random.PRNGKey(seed)
        self._apply_pure = jax.jit(self._apply_pure, static_argnums=2)
        self._step_pure = jax.jit(self._step_pure)

    def _apply_pure(self, _rng, x, deterministic, *extra, **options):
        if deterministic:
            return x, _rng
        _rng, sub = random.split(_rng)
        keep = random.bernoulli(sub, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0), _rng

    def apply(self, x, deterministic, *extra, **options):
        apply_result, self._rng = self._apply_pure(self._rng, x, deterministic, *extra, **options)
        return apply_result

    def _step_pure(self, _rng, x, /, scale=2.0):
        """A positional-only parameter; the key also read before the split."""
        folded = random.fold_in(_rng, 1)
        _rng = random.fold_in(_rng, 7)
        return scale * x + random.normal(folded, x.shape), _rng

    def step(self, x, /, scale=2.0):
        """A positional-only parameter; the key also read before the split."""
        step_result, self._rng = self._step_pure(self._rng, x, scale)
        return step_result


def main():
    layer = Dropout(1, 0.5)
    x = jnp.ones(4)
    values = [layer.apply(x, False), layer.apply(x, True), layer.apply(x, False)]
    values += [layer.step(x), layer.step(x, 3.0)]
    return values, layer._rng
