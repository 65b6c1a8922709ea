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

    def sample(self, shape):
        self.rng, sub = random.split(self.rng)
        return random.normal(sub, shape)


noise = Noise(0.1)


def _jitter(x):
    return jnp.maximum(x, noise.sample(x.shape)) + noise.scale


@jax.jit
def _step(x):
    y = _jitter(x)
    return _jitter(y)


def main():
    x = jnp.zeros(3)
    a = _step(x)
    b = _step(a)
    return (a, b, noise.sample((2,))), noise.rng
