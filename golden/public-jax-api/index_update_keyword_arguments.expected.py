import jax.numpy as jnp


def set_second(x):
    return jnp.asarray(x).at[1].set(5.0)


def bump(x, i, v):
    return jnp.asarray(x).at[i].add(v, unique_indices=True)


def scale_first(x, v):
    return jnp.asarray(x).at[0].multiply(v)
