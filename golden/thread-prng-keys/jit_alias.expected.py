import jax
from jax import random

key = random.PRNGKey(11)


def _dropout_mask_pure(key, shape):
    key, sub = random.split(key)
    return random.bernoulli(sub, 0.5, shape), key


def dropout_mask(shape):
    global key
    dropout_mask_result, key = _dropout_mask_pure(key, shape)
    return dropout_mask_result


def main():
    global key
    fast = jax.jit(_dropout_mask_pure, static_argnums=1)
    masks = []
    for _ in range(3):
        fast_result, key = fast(key, (4,))
        masks.append(fast_result)
    return masks, key
