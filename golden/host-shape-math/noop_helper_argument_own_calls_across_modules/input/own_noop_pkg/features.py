import jax
import jax.numpy as jnp


def rows(x, n):
    return jnp.minimum(x.shape[0], n)


def cols(x, k):
    if k > 1:
        return jnp.minimum(x.shape[1], k)
    return x.shape[1]


@jax.jit
def own_rows(x):
    return jnp.zeros(rows(x, jnp.maximum(x.shape[0] // 2, 1)))


@jax.jit
def own_cols(x):
    return jnp.zeros(cols(x, 2))
