"""The old training step: `loss` draws dropout masks from `next_key()` and is differentiated by
`grad` inside a jitted `update`; `grad(loss)(...)` passes the key first and brings it out as aux."""
import jax
import jax.numpy as np
from jax import random, jit, grad

key = random.PRNGKey(42)

def _next_key_pure(key):
    key, sub = random.split(key)
    return sub, key

def next_key():
    global key
    next_key_result, key = _next_key_pure(key)
    return next_key_result

def _dropout_pure(key, x, rate):
    next_key_result, key = _next_key_pure(key)
    keep = random.bernoulli(next_key_result, 1.0 - rate, x.shape)
    return np.where(keep, x / (1.0 - rate), 0.0), key

def dropout(x, rate):
    global key
    dropout_result, key = _dropout_pure(key, x, rate)
    return dropout_result

def _loss_pure(key, params, x, y):
    dropout_result, key = _dropout_pure(key, x @ params, 0.1)
    return np.mean((dropout_result - y) ** 2), key

def loss(params, x, y):
    global key
    loss_result, key = _loss_pure(key, params, x, y)
    return loss_result

@jit
def _update_pure(key, params, x, y):
    g, key = grad(_loss_pure, argnums=1, has_aux=True)(key, params, x, y)
    return params - 0.01 * g, key

def update(params, x, y):
    global key
    update_result, key = _update_pure(key, params, x, y)
    return update_result

def main():
    params = np.ones((3, 2)); x = np.ones((4, 3)); y = np.zeros((4, 2))
    for _ in range(3):
        params = update(params, x, y)
    return [params, loss(params, x, y)], key
