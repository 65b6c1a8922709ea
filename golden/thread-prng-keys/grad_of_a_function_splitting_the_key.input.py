"""The old training step: `loss` draws dropout masks from `next_key()` and is differentiated by
`grad` inside a jitted `update`; `grad(loss)(...)` passes the key first and brings it out as aux."""
import jax
import jax.numpy as np
from jax import random, jit, grad

key = random.PRNGKey(42)

def next_key():
    global key
    key, sub = random.split(key)
    return sub

def dropout(x, rate):
    keep = random.bernoulli(next_key(), 1.0 - rate, x.shape)
    return np.where(keep, x / (1.0 - rate), 0.0)

def loss(params, x, y):
    return np.mean((dropout(x @ params, 0.1) - y) ** 2)

@jit
def update(params, x, y):
    g = grad(loss)(params, x, y)
    return params - 0.01 * g

def main():
    params = np.ones((3, 2)); x = np.ones((4, 3)); y = np.zeros((4, 2))
    for _ in range(3):
        params = update(params, x, y)
    return [params, loss(params, x, y)], key
