import jax

from . import features
from .features import num_patches, num_tokens

EXAMPLES = [("embed", "jnp.ones((2, 3, 4))", "fails"), ("patches", "jnp.ones((2, 3, 4))", "fails")]


@jax.jit
def embed(x):
    return x.reshape((x.shape[0], num_tokens(x, 2), -1))


@jax.jit
def patches(x):
    return x[:, : num_patches(x)], x[:, : features.num_patches(x, patch=x.shape[-1] // 4)]
