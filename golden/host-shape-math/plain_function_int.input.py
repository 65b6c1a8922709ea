import jax.numpy as jnp

EXAMPLES = [("chunks", "jnp.arange(12.0)", "fails")]


def chunks(x):
    n = int(jnp.sum(jnp.array(x.shape)) // 4)
    parts = jnp.split(x, jnp.array(x.shape)[0] // n)
    return jnp.stack(parts)
