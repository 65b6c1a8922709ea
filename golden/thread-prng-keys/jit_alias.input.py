import jax
from jax import random

key = random.PRNGKey(11)


def dropout_mask(shape):
    global key
    key, sub = random.split(key)
    return random.bernoulli(sub, 0.5, shape)


def main():
    fast = jax.jit(dropout_mask, static_argnums=0)
    masks = []
    for _ in range(3):
        masks.append(fast((4,)))
    return masks, key
