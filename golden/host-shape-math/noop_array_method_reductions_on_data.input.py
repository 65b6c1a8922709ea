import jax
import jax.numpy as jnp


@jax.jit
def scaled(x):
    return x * jnp.array(x.shape).prod() + x.sum() / jnp.array(x.shape).max()


@jax.jit
def largest(x, n):
    return x[: jnp.array((x.shape[0], n)).min()]
