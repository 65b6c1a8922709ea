import jax.numpy as jnp


def stats(x):
    total = jnp.prod(x)
    count = int(jnp.sum(x > 0))
    if jnp.max(x) > 1:
        total = total + 1
    return total, x[jnp.argmax(x)], count
