from functools import partial

import jax
import jax.numpy as jnp


def modulo_any(x):
    """A divisor other than a non-zero literal or the array's own length may be 0."""
    return jnp.transpose(x, jnp.arange(x.ndim) % (x.ndim - 1))


def two_arrays(x):
    """Arithmetic of two arrays broadcasts one of length 1."""
    shape = jnp.array(x.shape)
    return x.reshape(shape - jnp.arange(x.ndim) * 0), x.reshape(shape + x.shape)


def powers(x):
    """An int power of an array of ints is a float on the host when negative."""
    return x.transpose(2 ** jnp.arange(x.ndim) - 1)


def divided_by_array(x):
    return x.reshape(12 // jnp.arange(1, 3))


def repeated_by_device_count(x):
    """A tuple times a jax array is the array's multiplication, not a repetition."""
    return jnp.pad(x, ((0, 0),) * jnp.int32(x.ndim))


@partial(jax.jit, static_argnums=(1,))
def untyped_offset(x, k):
    """`k` may be a tuple: broadcast as an array on the device, repeated on the host."""
    return x.transpose(jnp.arange(x.ndim) * k)


class Layout:
    """A class body is never traced, and a comprehension there does not see its names."""

    RANK = 3
    AXES = jnp.arange(RANK) - RANK
