"""`gamma(key, a, shape)`, `beta(key, a, b, shape)`, `orthogonal(key, n, shape)`: the parameters
before the shape are data (or `n`, an int), the shape is a static place."""
import math

import jax
import jax.numpy as jnp
from jax import random

EXAMPLES = [("draws", "jnp.ones((2, 3))", "fails")]


@jax.jit
def draws(x):
    key = random.PRNGKey(0)
    rates = jnp.ones(x.shape) * jnp.prod(jnp.array(x.shape))
    g = random.gamma(key, rates)
    b = random.beta(key, 2.0, 3.0, (math.prod(x.shape),))
    p = random.poisson(key, 3.0, (x.shape[0],))
    return g.sum() + b.sum() + p.sum()
