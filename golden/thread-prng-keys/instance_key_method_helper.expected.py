"""A method splitting `self.rng` of a module-level instance, `noise.sample(...)`, called by a
private helper of a jitted `_step`: both threaded explicitly (`main` passes and keeps
`noise.rng`), `sample` a wrapper of `_sample_pure`; `noise.scale` is read as before."""
import jax
import jax.numpy as jnp
from jax import random


class Noise:
    def __init__(self, scale, seed=0):
        self.scale = scale
        self.rng = random.PRNGKey(seed)

    def _sample_pure(self, rng, shape):
        rng, sub = random.split(rng)
        return random.normal(sub, shape), rng

    def sample(self, shape):
        sample_result, self.rng = self._sample_pure(self.rng, shape)
        return sample_result


noise = Noise(0.1)


def _jitter(rng, x):
    sample_result, rng = noise._sample_pure(rng, x.shape)
    return jnp.maximum(x, sample_result) + noise.scale, rng


@jax.jit
def _step(rng, x):
    y, rng = _jitter(rng, x)
    return _jitter(rng, y)


def main():
    x = jnp.zeros(3)
    a, noise.rng = _step(noise.rng, x)
    b, noise.rng = _step(noise.rng, a)
    return (a, b, noise.sample((2,))), noise.rng
