import jax.numpy as jnp


def relu_rows(x, limit):
    """Elementwise functions of data, or of values that are not static, stay."""
    y = jnp.maximum(x, 0)
    z = jnp.minimum(x.shape[0], limit)
    return y * jnp.clip(x.shape[-1], 1, 4), x[:z] * z
