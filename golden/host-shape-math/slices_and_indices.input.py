import jax.numpy as jnp

EXAMPLES = [("first_half", "jnp.arange(20.0).reshape(5, 4)", "fails"), ("last_row", "jnp.arange(6).reshape(3, 2)", "works")]


def first_half(x):
    return x[: x.shape[0] // jnp.int32(2), jnp.asarray(x.shape)[1] - 3 :]


def last_row(x):
    return x[jnp.array(x.shape)[0] - 1]
