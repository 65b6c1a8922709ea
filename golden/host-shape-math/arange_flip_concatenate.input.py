import jax.numpy as jnp

EXAMPLES = [
    ("reverse_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
    ("reverse_axes", "jnp.arange(5.0)", "fails"),
    ("roll_axes", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def reverse_axes(x):
    axes = jnp.arange(x.ndim)[::-1]
    y = jnp.transpose(x, axes)
    return y.transpose(jnp.flip(jnp.arange(y.ndim)))


def roll_axes(x):
    flat = x.reshape(jnp.concatenate([jnp.array(x.shape[:1]), jnp.array([-1])]))
    return jnp.transpose(x, jnp.concatenate((jnp.arange(1, x.ndim), jnp.array([0])))), flat
