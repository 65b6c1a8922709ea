import jax
import jax.numpy as jnp


@jax.jit
def thirds(x):
    # eagerly an array is divided by the reciprocal of 3, rounded: not the host's quotient
    return jnp.zeros(jnp.floor(jnp.array(x.shape) / 3).astype(int))


@jax.jit
def roots(x):
    # `sqrt` of a whole array is not followed
    return jnp.zeros(jnp.sqrt(jnp.array(x.shape) * 1.0).astype(int))


@jax.jit
def kept_float(x):
    # data: the rounded float array the program computes with
    half = jnp.floor(jnp.array(x.shape) / 2)
    return x * half[0], half.astype(int)
