import jax.numpy as jnp


def pooled(x):
    out = jnp.ceil(x.shape[0] / 2).astype(int)
    bins = int(jnp.sqrt(x.shape[-1]))
    return jnp.zeros((out, bins))
