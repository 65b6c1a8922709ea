import jax
import jax.numpy as jnp

EXAMPLES = [
    ("own_static", "jnp.arange(8.0).reshape(4, 2)", "fails"),
    ("own_data", "jnp.arange(8.0).reshape(4, 2)", "works"),
]


def rows(x, n):
    m = n + 1
    return jnp.minimum(x.shape[0], m)


def rows_static(x, n):
    m = n + 1
    return min(x.shape[0], m)


@jax.jit
def own_static(x):
    return jnp.zeros(rows_static(x, 2))


@jax.jit
def own_data(x):
    return rows(x, 3) * 1.0
