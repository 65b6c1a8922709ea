from functools import partial

import jax
import jax.numpy as jnp

from .features import blocks, num_tokens, rows


@partial(jax.jit, static_argnums=1)
def test(x, size):
    if num_tokens(x, size) > 2:
        return x
    return -x


@partial(jax.jit, static_argnums=1)
def flat(x, size):
    return jnp.zeros(num_tokens(x, size))


@partial(jax.jit, static_argnums=1)
def grid(x, size):
    return jnp.zeros((blocks(x, size), 2))


@partial(jax.jit, static_argnums=1)
def head(x, n):
    return x[: rows(x, n)], jnp.arange(rows(x, n))
