import jax.numpy as jnp

EXAMPLES = [
    ("expand_last", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("doubled", "jnp.arange(6.0).reshape(3, 2)", "fails"),
]


def expand_last(x):
    return jnp.broadcast_to(x[..., None], tuple(x.shape) + (3,))


def doubled(x):
    rows = list(i * 0 + 1 for i in range(x.ndim))
    return jnp.tile(x, rows[:-1] + [2])
