import jax
import jax.numpy as jnp

from .features import features, shape_of

EXAMPLES = [
    ("halves", "jnp.arange(32.0).reshape(2, 4, 4)", "fails"),
    ("doubled", "jnp.arange(8.0).reshape(2, 2, 2)", "fails"),
]


@jax.jit
def halves(x):
    return x.reshape((x.shape[0], 4) + shape_of(x))


@jax.jit
def doubled(x):
    n = x.shape[0]
    return jnp.zeros((n,) + tuple(features(x))) + x.sum()
