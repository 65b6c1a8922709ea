import jax
import jax.numpy as jnp

from . import layers
from .layers import heads_split, merge_heads

EXAMPLES = [
    ("attend", "jnp.arange(24.0).reshape(3, 8)", "fails"),
    ("attend", "jnp.arange(48.0).reshape(2, 3, 8)", "fails"),
]


@jax.jit
def attend(x):
    q = heads_split(x, 2)
    k = layers.heads_split(x, 4)
    return q.sum() + k.sum() + jnp.sum(merge_heads(q, 4))


def split(x, heads, width):
    return merge_heads(heads_split(x, heads), width)
