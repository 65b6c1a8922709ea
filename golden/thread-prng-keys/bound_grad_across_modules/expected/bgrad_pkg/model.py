"""The key and the loss drawing from it; `train.py` differentiates the loss."""
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key


def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result


def _loss_pure(key, w, x):
    next_key_result, key = _next_key_pure(key)
    return jnp.sum(w * w * x) + jnp.sum(x * random.normal(next_key_result, x.shape)), key


def loss(w, x):
    global key
    loss_result, key = _loss_pure(key, w, x)
    return loss_result
