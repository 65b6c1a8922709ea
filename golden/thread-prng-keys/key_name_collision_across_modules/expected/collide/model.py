import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _dropout_pure(key, x, rate):
    key, sub = random.split(key)
    return jnp.where(random.bernoulli(sub, 1 - rate, x.shape), x / (1 - rate), 0.0), key


def dropout(x, rate):
    global key
    dropout_result, key = _dropout_pure(key, x, rate)
    return dropout_result
