import jax
import jax.numpy as jnp


@jax.jit
def centered(x):
    # data: a float array the program computes with
    center = jnp.array(x.shape) / 2
    return x - center[0], center.astype(int)


@jax.jit
def by_argument(x, k):
    # a traced divisor, which may be 0 (infinity, then another int on the device)
    return jnp.zeros((jnp.array(x.shape) / k).astype(int))


@jax.jit
def divided_by_the_shape(x):
    # an element may be 0: `2 / 0` is infinity
    return jnp.zeros((2 / jnp.array(x.shape)).astype(int))


@jax.jit
def thirds(x):
    # eagerly an array is divided by the reciprocal of 3, rounded: `12582914 / 3` gives another
    # int than numpy's correctly rounded division (only a power of two is exact)
    return jnp.zeros((jnp.array(x.shape) / 3).astype(int))
