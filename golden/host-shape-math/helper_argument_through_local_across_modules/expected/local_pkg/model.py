from functools import partial

import jax
import jax.numpy as jnp

from .features import num_tokens, pad_rows

EXAMPLES = [
    ("tokens", "jnp.arange(16.0).reshape(2, 2, 4)", "fails"),
    ("halves", "jnp.arange(16.0).reshape(4, 2, 2)", "fails"),
    ("padded", "jnp.arange(8.0).reshape(4, 2)", "fails"),
]


@partial(jax.jit, static_argnums=1)
def embed(x, size):
    n = size * 2
    return x.reshape((x.shape[0], num_tokens(x, size=n), -1))


def tokens(x):
    return embed(x, 2)


@jax.jit
def halves(x):
    k = x.shape[0] // 2
    return x.reshape((x.shape[0], num_tokens(x, k), -1))


@jax.jit
def padded(x):
    k = jnp.maximum(x.shape[0] // 2, 1)
    k_static = max(x.shape[0] // 2, 1)
    return pad_rows(x, k_static) + k * x[:1]
