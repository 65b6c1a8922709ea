import jax.numpy as jnp


def pad_rows(x, n):
    return jnp.pad(x, ((0, n), (0, 0)))


def take(x, n, /, *, scale=1):
    return x[:n] * scale


def first(x, *, count):
    return take(x, count) + 1
