"""`jnp.add`, `jnp.subtract` and `jnp.multiply` of static ints are `+`, `-` and `*` on the host,
parenthesized as Python's precedence needs; a negative literal added is subtracted (`n - 1`)."""
import jax.numpy as jnp

EXAMPLES = [
    ("merge", "jnp.ones((2, 3, 4))", "fails"),
    ("trimmed", "jnp.arange(10.0)", "fails"),
    ("nested", "jnp.ones((2, 3, 4))", "fails"),
    ("negative", "jnp.arange(10.0)", "fails"),
]


def merge(x):
    return x.reshape(x.shape[:-2] + (jnp.multiply(x.shape[-2], x.shape[-1]),))


def trimmed(x):
    return x[jnp.add(x.shape[0] // 4, 1) : jnp.subtract(x.shape[0], 1 + 1)]


def nested(x):
    inner = jnp.multiply(x.shape[0], jnp.add(x.shape[1], x.shape[2]) - 4)
    return jnp.zeros((jnp.subtract(x.size, jnp.subtract(x.size, 2)), inner))


def negative(x):
    return x[jnp.subtract(x.shape[0], -2) // 4 : jnp.add(x.shape[0], -1)]
