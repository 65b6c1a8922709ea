"""`class_key_classmethod` where another attribute of the class, which the classmethod reads
(`cls.scale`), is changed between two calls of the jitted `step` (`Sampler.scale = 100.0` in
`main`): the pure form jitted would read it once, when traced, where the original reads it on
each call: reported, not rewritten, with the reason."""
import jax
import jax.numpy as jnp
from jax import random


class Sampler:
    key = random.PRNGKey(0)
    scale = 2.0

    @classmethod
    def draw(cls, x):
        cls.key, sub = random.split(cls.key)
        return x * cls.scale * random.normal(sub, x.shape)


@jax.jit
def step(x):
    return Sampler.draw(x)


def main():
    x = jnp.ones(3)
    first = step(x)
    Sampler.scale = 100.0
    return (first, step(x)), Sampler.key
