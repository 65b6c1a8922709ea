import jax.numpy as jnp


def both(x):
    """`n` is computed from `shape`, which is itself data: no twin, a manual finding."""
    shape = jnp.array(x.shape)
    n = jnp.prod(shape)
    flat = x.reshape(n)
    return flat * n, shape
