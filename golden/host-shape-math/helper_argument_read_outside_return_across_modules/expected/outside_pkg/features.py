import jax.numpy as jnp


def depth(x, k):
    m = k * 2
    return jnp.minimum(x.shape[0], m)


def depth_static(x, k):
    m = k * 2
    return min(x.shape[0], m)


def cols(x, k):
    if k > 1:
        return min(x.shape[1], k)
    return x.shape[1]


def rows(x, k):
    assert k >= 1
    n = k + 1
    d = n * 2
    return min(x.shape[0], d - n)
