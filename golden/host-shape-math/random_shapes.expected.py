import math

import jax
from jax import random

EXAMPLES = [("noise", "jnp.ones((2, 3))", "fails")]


def noise(x):
    key = random.PRNGKey(0)
    keys = random.split(key, x.shape[0] + 1)
    flat = jax.random.randint(keys[0], (math.prod(x.shape),), 0, 100)
    bits = random.bernoulli(keys[1], 0.5, shape=x.shape)
    return flat.reshape(x.shape) + bits
