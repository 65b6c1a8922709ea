import jax.numpy as jnp

EXAMPLES = [("chunks", "jnp.arange(12.0)", "fails")]


def chunks(x):
    n = sum(x.shape) // 4
    parts = jnp.split(x, x.shape[0] // n)
    return jnp.stack(parts)
