import jax.numpy as jnp


def dims(x):
    return jnp.prod(jnp.array(x.shape[:-1])), x.shape[-1]
