import jax.numpy as jnp


def scale(x):
    return x / jnp.sqrt(x.shape[-1])


def weighted(x):
    return x * jnp.prod(jnp.array(x.shape)) + x.sum() / jnp.prod(jnp.asarray(x.shape))


def size(x):
    return jnp.prod(jnp.array(x.shape))


def temperature(x):
    t = 1.0 / jnp.sqrt(x.shape[-1])
    return jnp.exp(x * t)
