"""A variable used both in a static place and as data whose value reads a static argument of
unknown type, `heads` of `static_argnums`: its host twin takes `heads` to be an int, as the
`reshape` reading the twin needs (the original fails there otherwise), and the finding says so."""
from functools import partial

import jax
import jax.numpy as jnp

EXAMPLES = [
    ("two_heads", "jnp.arange(16.0).reshape(2, 8)", "fails"),
    ("four_heads", "jnp.arange(16.0).reshape(2, 8)", "fails"),
]


@partial(jax.jit, static_argnums=(1,))
def attend(x, heads):
    d = jnp.prod(jnp.array(x.shape[-1:])) // heads
    q = x.reshape(x.shape[0], heads, d)
    return jnp.einsum("bhd,bhd->bh", q, q), d


def two_heads(x):
    return attend(x, 2)


def four_heads(x):
    return attend(x, 4)
