import jax.numpy as jnp


def depth(x):
    return jnp.log2(x.shape[0] * 1.5).astype(int)


def half(x):
    return jnp.array(x.shape) // 2
