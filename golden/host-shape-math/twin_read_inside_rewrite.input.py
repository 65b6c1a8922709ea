import jax.numpy as jnp

EXAMPLES = [
    ("flatten", "jnp.arange(6.0).reshape(2, 3)", "fails"),
    ("head", "jnp.arange(5.0)", "fails"),
    ("shifted", "jnp.arange(24.0).reshape(2, 3, 4)", "fails"),
]


def flatten(x):
    shape = jnp.array(x.shape)
    return x.reshape(jnp.prod(shape)), shape


def head(x):
    n = jnp.int32(x.shape[0])
    return x[: jnp.minimum(n, 2)], n


def shifted(x):
    axes = jnp.arange(x.ndim)
    return x.transpose(axes - 1), axes
