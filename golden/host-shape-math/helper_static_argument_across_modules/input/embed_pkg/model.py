from functools import partial

import jax

from .features import num_tokens


@partial(jax.jit, static_argnums=1)
def embed(x, size):
    return x.reshape((x.shape[0], num_tokens(x, size), -1))


@partial(jax.jit, static_argnames="size")
def head(x, size):
    return x[:, : num_tokens(x, size=size) - 1]
