import jax.numpy as jnp

EXAMPLES = [("norm_rows", "jnp.arange(6.0).reshape(2, 3)", "fails")]


def norm_rows(x, math=None):
    size = jnp.prod(jnp.array(x.shape))
    return x.reshape(size) / 2.0
