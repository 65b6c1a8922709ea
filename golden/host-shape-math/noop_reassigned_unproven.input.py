import jax.numpy as jnp


def closure(x):
    n = jnp.prod(jnp.array(x.shape))
    get = lambda: n
    n = n // 2
    return x.reshape((get(), -1))


def static_and_data(x):
    n = jnp.prod(jnp.array(x.shape))
    n = n // 2
    return x.reshape((n, -1)) * n
