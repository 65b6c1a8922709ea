import jax
from jax import random

key = random.PRNGKey(11)


def dropout_mask(key, shape):
    key, sub = random.split(key)
    return random.bernoulli(sub, 0.5, shape), key


def main():
    global key
    fast = jax.jit(dropout_mask, static_argnums=1)
    masks = []
    for _ in range(3):
        fast_result, key = fast(key, (4,))
        masks.append(fast_result)
    return masks, key
