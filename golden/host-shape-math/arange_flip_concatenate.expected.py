import jax.numpy as jnp

EXAMPLES = [
    ("reverse_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("reverse_axes", "jnp.arange(5.0)", "fails"),
    ("roll_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def reverse_axes(x):
    axes = tuple(range(x.ndim))[::-1]
    y = jnp.transpose(x, axes)
    return y.transpose(tuple(range(y.ndim))[::-1])


def roll_axes(x):
    flat = x.reshape((*x.shape[:1], -1))
    return jnp.transpose(x, (*range(1, x.ndim), 0)), flat
