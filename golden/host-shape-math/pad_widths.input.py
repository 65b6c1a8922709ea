import jax.numpy as jnp

EXAMPLES = [
    ("pad_to_even", "jnp.ones((3, 2))", "fails"),
    ("pad_to_even", "jnp.ones((4, 2, 1))", "fails"),
    ("pad_last", "jnp.ones((2, 5))", "fails"),
]


def pad_to_even(x):
    extra = jnp.remainder(x.shape[0], 2)
    return jnp.pad(x, ((0, extra),) + ((0, 0),) * (x.ndim - 1))


def pad_last(x):
    width = jnp.maximum(8 - x.shape[-1], 0)
    return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(jnp.floor_divide(width, 2), width - width // 2)])
