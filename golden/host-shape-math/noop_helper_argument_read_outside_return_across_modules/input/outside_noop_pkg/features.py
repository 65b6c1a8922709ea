import jax.numpy as jnp


def scaled(x, k):
    y = x * k
    return jnp.minimum(y.shape[0], k)


def thirds(x, k):
    if k / 3 > 0.33333334:
        return jnp.minimum(x.shape[0], k)
    return 1


def logged(x, k):
    print(k)
    return jnp.minimum(x.shape[0], k)
