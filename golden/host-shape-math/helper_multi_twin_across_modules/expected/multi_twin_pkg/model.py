import jax
import jax.numpy as jnp

from . import features
from .features import batch_size_static, num_features_static

EXAMPLES = [
    ("embed", "jnp.ones((2, 2, 3))", "fails"),
    ("pooled", "jnp.ones((2, 2, 3))", "fails"),
    ("first_batch", "jnp.ones((2, 2, 3))", "fails"),
]


@jax.jit
def embed(x):
    return x.reshape(x.shape[0], num_features_static(x)).sum(1)


@jax.jit
def pooled(x):
    flat = jnp.zeros((features.num_features_static(x),))
    return flat + x.reshape(x.shape[0], -1).mean(0)


@jax.jit
def first_batch(x):
    return x[: batch_size_static(x, 2)]
