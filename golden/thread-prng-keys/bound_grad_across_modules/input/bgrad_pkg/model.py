"""The key and the loss drawing from it; `train.py` differentiates the loss."""
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def loss(w, x):
    return jnp.sum(w * w * x) + jnp.sum(x * random.normal(next_key(), x.shape))
