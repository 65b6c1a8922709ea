import jax
import jax.numpy as jnp


def _data_size(x):
    shape = jnp.array(x.shape)
    assert x.ndim > 0, "a scalar"
    return jnp.prod(shape)


def _mapped_size(x):
    return jnp.prod(jnp.array(x.shape))


@jax.jit
def jitted_size(x):
    return jnp.prod(jnp.array(x.shape))


def _twice(x):
    return jnp.prod(jnp.array(x.shape))


def _twice(x):
    return jnp.sum(jnp.array(x.shape))


@jax.jit
def normalize(x):
    sizes = jax.vmap(_mapped_size)(x)
    flat = x.reshape((_data_size(x),)) / _data_size(x)
    return flat, sizes, x.reshape(jitted_size(x)), x.reshape(_twice(x))
