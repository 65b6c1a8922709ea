import jax.numpy as jnp


def pooled(x):
    bins = int(jnp.sqrt(x.shape[-1]))
    rows = jnp.ceil(x.shape[0] / 2.5).astype(int)
    return jnp.zeros((rows, bins))
