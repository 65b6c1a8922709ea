import math

import jax
import jax.numpy as jnp
from jax import random

EXAMPLES = [("sample", "jnp.ones((2, 3))", "fails"), ("pieces", "jnp.arange(12.0).reshape(4, 3)", "fails")]


@jax.jit
def sample(x):
    n = x.shape[0]
    keys = random.split(random.PRNGKey(0), math.prod(x.shape))
    return (
        random.normal(keys[0], x.shape),
        random.uniform(keys[1], shape=(n, x.shape[1] * 2), minval=-1.0),
        random.randint(keys[2], (sum(x.shape),), 0, 10),
        random.bernoulli(keys[3], 0.3, (n,)),
        random.categorical(keys[4], jnp.zeros(3), shape=(max(x.shape),)),
        random.permutation(keys[5], x.shape[1]),
        random.permutation(keys[5], jnp.arange(4)),
        random.choice(keys[5], x.shape[1], shape=(n,), replace=True),
        jnp.zeros_like(random.truncated_normal(keys[5], -1.0, 1.0, (x.ndim + 1, n))),  # eager and jit values differ in the last bit
        random.gumbel(keys[5], x.shape[::-1]),
    )


@jax.jit
def pieces(x):
    return jnp.split(x, x.shape[0] // 2), jnp.split(x, (x.shape[1] - 1,), axis=1)
