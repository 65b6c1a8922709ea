import jax.numpy as jnp


def rows(x, k):
    n = k * 2
    return x[:n]


def pad_rows(x, *, k):
    width = k + 1
    total = x.shape[0] + width
    return jnp.pad(x, ((0, width), (0, 0))), jnp.zeros((total, x.shape[1]))


def scale(x):
    return x * jnp.float32(2)
