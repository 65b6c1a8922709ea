import jax.numpy as jnp


def branch(x, flag):
    n = jnp.prod(jnp.array(x.shape))
    if flag:
        n = n // 2
    return x.reshape((n, -1))


def augmented(x):
    n = jnp.prod(jnp.array(x.shape))
    n //= 2
    return x.reshape((n, -1))


def in_loop(x):
    n = jnp.prod(jnp.array(x.shape))
    for _ in range(2):
        n = n // 2
    return x.reshape((n, -1))


def closure(x):
    n = jnp.prod(jnp.array(x.shape))
    get = lambda: n
    n = n // 2
    return x.reshape((get(), -1))


def static_and_data(x):
    n = jnp.prod(jnp.array(x.shape))
    n = n // 2
    return x.reshape((n, -1)) * n
