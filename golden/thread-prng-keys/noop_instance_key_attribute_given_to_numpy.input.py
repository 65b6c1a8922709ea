"""`instance_key_reads_attribute_in_calls` where the attribute is given to a call that may change
it in place: `np.copyto(drop.scale, 3.0)` between two calls of the jitted `forward`. Eagerly the
original reads the new scale on the second call; the pure form jitted through the instance would
read it once, when traced: reported, not rewritten. Only builtins such as `int` and functions of
JAX and `math` are taken to only read what they are given."""
import jax
import jax.numpy as jnp
import numpy as np
from jax import random


class Noise:
    def __init__(self, seed=0):
        self.scale = np.ones(3, np.float32)
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return x * self.scale * random.normal(sub, x.shape)


noise = Noise()


@jax.jit
def forward(x):
    return noise(x) * 2


def main():
    x = jnp.arange(3.0)
    first = forward(x)
    np.copyto(noise.scale, 3.0)
    return (first, forward(x)), noise.key
