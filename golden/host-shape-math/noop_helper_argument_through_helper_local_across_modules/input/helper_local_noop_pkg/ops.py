import jax.numpy as jnp


def looped(x, k):
    n = k
    for _ in range(2):
        n = n * 2
    return x[:n]


def data(x, *, k):
    n = k * 2
    y = x * n
    return x[:n] + y[0]


def scale(x):
    return x * jnp.float32(2)
