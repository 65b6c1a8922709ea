import jax
from jax import random

dropout_key = random.PRNGKey(1)


@jax.jit
def dropout(x, rate):
    global dropout_key
    dropout_key, sub = random.split(dropout_key)
    return x * random.bernoulli(sub, 1 - rate, x.shape) / (1 - rate)
