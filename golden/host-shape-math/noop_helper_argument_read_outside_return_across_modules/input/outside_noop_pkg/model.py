import jax
import jax.numpy as jnp

from .features import logged, scaled, thirds


@jax.jit
def scale(x):
    return jnp.zeros(scaled(x, jnp.maximum(x.shape[0] // 2, 1)))


@jax.jit
def third(x):
    return jnp.zeros(thirds(x, jnp.maximum(x.shape[0] // 2, 1)))


@jax.jit
def log(x):
    return jnp.zeros(logged(x, jnp.maximum(x.shape[0] // 2, 1)))
